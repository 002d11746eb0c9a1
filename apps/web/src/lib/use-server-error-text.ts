import { useLingui } from "@lingui/react/macro";

import type { ErrorCode } from "@bitelog/api";
import { PHOTOS } from "@bitelog/config";

import { serverError } from "./server-error";

/**
 * The app's own words, in the reader's language, for the server's known errors (by the
 * body's `code`), or null for one it does not know. The server's `message` is English and is never shown.
 */
export function useServerErrorText() {
  const { t } = useLingui();
  const text = (body: { code?: ErrorCode | (string & {}) } | null | undefined): string | null => {
    switch (body?.code) {
      case "ENTRY_LIMIT_REACHED":
        return t({ id: "serverErrors.entryLimit", message: "You have reached your plan's entry limit." });
      case "PHOTO_LIMIT_REACHED":
        return t({
          id: "serverErrors.photoLimit",
          message: "This entry has as many photos as your plan allows.",
        });
      case "UNSUPPORTED_IMAGE":
        return t({
          id: "serverErrors.unsupportedImage",
          message: "It is not a JPEG, PNG, WebP or AVIF image.",
        });
      case "PHOTO_TOO_LARGE": {
        const megabytes = PHOTOS.maxUploadBytes / 1024 / 1024;
        return t({ id: "serverErrors.photoTooLarge", message: `It is larger than ${megabytes} MB.` });
      }
      case "IMAGE_TOO_MANY_PIXELS":
        return t({ id: "serverErrors.tooManyPixels", message: "It has more pixels than a photo may have." });
      case "UPLOAD_TOO_LARGE":
        return t({
          id: "serverErrors.uploadTooLarge",
          message: "Too many photos, or too large, for one upload.",
        });
      case "RATE_LIMITED":
        return t({
          id: "serverErrors.tooMany",
          message: "Too many attempts in a short time. Please try again later.",
        });
      case "TOO_MANY_WRITES":
      case "DATABASE_BUSY":
      case "DATABASE_UNAVAILABLE":
        return t({ id: "serverErrors.busy", message: "The server is busy. Please try again in a moment." });
      case "ALREADY_MEMBER":
        return t({ id: "serverErrors.alreadyMember", message: "You are already a member." });
      case "NO_ACTIVE_MEMBERSHIP":
      case "NOTHING_TO_RESUME":
      case "NO_BILLING_ACCOUNT":
        return t({ id: "serverErrors.noMembership", message: "You have no membership to change." });
      case "PAYMENTS_NOT_CONFIGURED":
      case "PAYMENT_SERVICE_UNAVAILABLE":
        return t({
          id: "serverErrors.paymentsUnavailable",
          message: "Payments are not available right now.",
        });
      case "NOT_FOUND":
        return t({ id: "serverErrors.entryNotFound", message: "This entry no longer exists." });
      default:
        return null;
    }
  };
  return Object.assign(text, {
    /** A failed tRPC call's text: the known error's, else the caller's own. */
    of: (error: unknown, fallback: string) => text(serverError(error)) ?? fallback,
  });
}
