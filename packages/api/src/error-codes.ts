import { z } from "zod";

/**
 * Every `code` an error body can carry: stable names a client decides by (the `error` and `message`
 * texts are English for people and may change). The first group names what the tRPC code alone
 * says, for errors that need no more precise name.
 */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR",
  // Requests
  "VALIDATION_FAILED",
  "MALFORMED_JSON",
  "MALFORMED_MULTIPART",
  "REQUEST_TOO_LARGE",
  "REQUEST_TIMED_OUT",
  "IDEMPOTENCY_KEY_REUSED",
  "TOO_MANY_WRITES",
  "DATABASE_BUSY",
  "DATABASE_UNAVAILABLE",
  // Accounts
  "ACCOUNT_DELETED",
  "ACCOUNT_NOT_FOUND",
  "EMAIL_NOT_VERIFIED",
  "TOS_NOT_ACCEPTED",
  "NOT_YOUR_ACCOUNT",
  "SIGN_UP_REFUSED",
  "SIGN_IN_SERVICE_UNAVAILABLE",
  "ACTIVE_SUBSCRIPTION",
  "LEGACY_ACCOUNT",
  // Entries and photos
  "ENTRY_LIMIT_REACHED",
  "PHOTO_LIMIT_REACHED",
  "INVALID_THUMBNAIL",
  "UNSUPPORTED_IMAGE",
  "PHOTO_TOO_LARGE",
  "IMAGE_TOO_MANY_PIXELS",
  "UPLOAD_TOO_LARGE",
  "UPLOAD_TIMED_OUT",
  "NO_FILES",
  "NO_PHOTO_URLS",
  // Places to try
  "PLACE_LIMIT_REACHED",
  // Import
  "COLUMN_MAPPING_NEEDED",
  // Membership and payments
  "ALREADY_MEMBER",
  "NO_ACTIVE_MEMBERSHIP",
  "NOTHING_TO_RESUME",
  "NO_BILLING_ACCOUNT",
  "USE_BILLING_PORTAL",
  "PAYMENTS_NOT_CONFIGURED",
  "PAYMENT_SERVICE_UNAVAILABLE",
  "INVALID_WEBHOOK",
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;
