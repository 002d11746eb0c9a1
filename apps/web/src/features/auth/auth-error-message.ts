import { useLingui } from "@lingui/react/macro";

import { authErrorCode } from "./auth-error-code";

/**
 * docs/product.md §8: the identity provider's error codes as translated sentences; anything else falls back
 * to the server's message or the caller's default.
 */
export function useAuthErrorMessage(): (error: unknown, fallback: string) => string {
  const { t } = useLingui();
  const messages: Record<string, string> = {
    "password-does-not-meet-requirements": t({
      id: "authErrors.passwordPolicy",
      message:
        "This password does not meet the requirements. Use at least 8 characters with a mix of letters and numbers.",
    }),
    "weak-password": t({ id: "authErrors.weakPassword", message: "This password is too weak." }),
    "too-many-requests": t({
      id: "authErrors.tooManyRequests",
      message: "Too many attempts. Please wait a moment and try again.",
    }),
    "requires-recent-login": t({
      id: "authErrors.requiresRecentLogin",
      message: "For your security, please sign in again and retry.",
    }),
    "network-request-failed": t({
      id: "authErrors.network",
      message: "We could not reach the sign-in service. Check your connection and try again.",
    }),
    "internal-error": t({
      id: "authErrors.internal",
      message: "Something went wrong while signing in. Please try again.",
    }),
    "popup-blocked": t({
      id: "authErrors.popupBlocked",
      message: "Your browser blocked the sign-in window. Allow pop-ups for this site and try again.",
    }),
    "popup-closed-by-user": t({
      id: "authErrors.popupClosed",
      message: "The sign-in window was closed before finishing.",
    }),
    "cancelled-popup-request": t({
      id: "authErrors.popupCancelled",
      message: "Another sign-in window was opened. Finish that one or try again.",
    }),
    "unauthorized-domain": t({
      id: "authErrors.unauthorizedDomain",
      message: "Sign-in is not allowed from this address.",
    }),
    "web-storage-unsupported": t({
      id: "authErrors.storageUnsupported",
      message: "Your browser blocks the storage sign-in needs. Enable cookies and site data, then try again.",
    }),
    "operation-not-supported-in-this-environment": t({
      id: "authErrors.notSupported",
      message: "This way of signing in does not work in this browser.",
    }),
    "invalid-auth-event": t({
      id: "authErrors.invalidEvent",
      message: "The sign-in could not be completed. Please try again.",
    }),
    "no-auth-event": t({
      id: "authErrors.noEvent",
      message: "The sign-in could not be completed. Please try again.",
    }),
    "argument-error": t({
      id: "authErrors.argument",
      message: "The sign-in request was not valid. Please try again.",
    }),
    "invalid-api-key": t({
      id: "authErrors.invalidApiKey",
      message: "Sign-in is not configured correctly on this site.",
    }),
    "invalid-credential": t({
      id: "authErrors.invalidCredential",
      message: "The e-mail address or password is incorrect.",
    }),
    "wrong-password": t({
      id: "authErrors.invalidCredential",
      message: "The e-mail address or password is incorrect.",
    }),
    "user-not-found": t({
      id: "authErrors.invalidCredential",
      message: "The e-mail address or password is incorrect.",
    }),
    "invalid-email": t({ id: "authErrors.invalidEmail", message: "Please enter a valid e-mail address." }),
    "email-already-in-use": t({
      id: "authErrors.emailInUse",
      message: "An account with this e-mail address already exists. Sign in instead.",
    }),
    "user-disabled": t({ id: "authErrors.userDisabled", message: "This account has been disabled." }),
    "account-exists-with-different-credential": t({
      id: "authErrors.differentCredential",
      message: "An account with this e-mail address exists with another sign-in method.",
    }),
  };
  return (error, fallback) => {
    const code = authErrorCode(error);
    return (code && messages[code]) ?? fallback;
  };
}
