import { useLingui } from "@lingui/react/macro";

import { PHOTOS } from "@bitelog/config";

import { serverError } from "./server-error";

/**
 * The app's own words, in the reader's language, for the server's known errors (spec §8's
 * `error`), or null for one it does not know. The server's `message` is English and is never shown.
 */
export function useServerErrorText() {
  const { t } = useLingui();
  const text = (body: { error?: string } | null | undefined): string | null => {
    switch (body?.error) {
      case "Entry limit reached":
        return t({ id: "serverErrors.entryLimit", message: "You have reached your plan's entry limit." });
      case "Photo limit reached":
        return t({
          id: "serverErrors.photoLimit",
          message: "This entry has as many photos as your plan allows.",
        });
      case "Unsupported image":
        return t({
          id: "serverErrors.unsupportedImage",
          message: "It is not a JPEG, PNG, WebP or AVIF image.",
        });
      case "Photo too large": {
        const megabytes = PHOTOS.maxUploadBytes / 1024 / 1024;
        return t({ id: "serverErrors.photoTooLarge", message: `It is larger than ${megabytes} MB.` });
      }
      case "Image dimensions too large":
        return t({ id: "serverErrors.tooManyPixels", message: "It has more pixels than a photo may have." });
      case "Upload too large":
        return t({
          id: "serverErrors.uploadTooLarge",
          message: "Too many photos, or too large, for one upload.",
        });
      case "Too many requests":
        return t({
          id: "serverErrors.tooMany",
          message: "Too many attempts in a short time. Please try again later.",
        });
      case "Too many writes at once":
      case "Database busy":
      case "Database unavailable":
        return t({ id: "serverErrors.busy", message: "The server is busy. Please try again in a moment." });
      case "Already a member":
        return t({ id: "serverErrors.alreadyMember", message: "You are already a member." });
      case "No active membership":
      case "Nothing to resume":
      case "No subscription to manage":
        return t({ id: "serverErrors.noMembership", message: "You have no membership to change." });
      case "Payments are not configured":
      case "Payment service unavailable":
        return t({
          id: "serverErrors.paymentsUnavailable",
          message: "Payments are not available right now.",
        });
      case "Entry not found":
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
