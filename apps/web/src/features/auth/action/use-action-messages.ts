import { useLingui } from "@lingui/react/macro";

/** The auth message keys of docs/product.md §8 used by the e-mail action screens. */
export function useActionMessages() {
  const { t } = useLingui();
  return {
    invalidLink: t({
      id: "auth.invalidLink",
      message: "This link is incomplete. Open it again from the e-mail.",
    }),
    invalidOrExpiredLink: t({
      id: "auth.invalidOrExpiredLink",
      message: "This link is invalid or has expired. Request a new one.",
    }),
    verificationLinkExpired: t({
      id: "auth.verificationLinkExpired",
      message: "This verification link has expired or was already used.",
    }),
    unsupportedAction: t({ id: "auth.unsupportedAction", message: "This kind of link is not supported." }),
    missingCode: t({
      id: "auth.missingCode",
      message: "The link has no code. Open it again from the e-mail.",
    }),
    passwordResetFailed: t({
      id: "auth.passwordResetFailed",
      message: "The password could not be changed. Please try again.",
    }),
    passwordResetSuccess: t({
      id: "auth.passwordResetSuccess",
      message: "Your password has been changed. You can log in now.",
    }),
    emailVerified: t({ id: "auth.emailVerified", message: "Your e-mail address is verified." }),
    notVerifiedYet: t({
      id: "auth.notVerifiedYet",
      message:
        "Your e-mail address is not verified yet. Open the newest link from the e-mail, or send a new one.",
    }),
    accountRecovered: t({
      id: "auth.accountRecovered",
      message: "Your previous e-mail address has been restored.",
    }),
    verificationEmailSent: t({
      id: "auth.verificationEmailResent",
      message: "A new verification e-mail is on its way.",
    }),
    verificationEmailFailed: t({
      id: "auth.verificationEmailFailed",
      message: "The verification e-mail could not be sent.",
    }),
    authenticationRequired: t({
      id: "auth.authenticationRequired",
      message: "Authentication required: log in to resend the e-mail.",
    }),
  };
}
