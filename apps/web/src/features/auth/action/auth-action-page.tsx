import { useLingui } from "@lingui/react/macro";

import { ActionError } from "./action-card";
import { RecoverEmailAction } from "./recover-email-action";
import { ResetPasswordAction } from "./reset-password-action";
import { useActionMessages } from "./use-action-messages";
import { VerifyEmailAction } from "./verify-email-action";

/** docs/product.md §2: the target of the identity provider's e-mail links, by mode. */
export function AuthActionPage({ mode, oobCode }: { mode?: string; oobCode?: string }) {
  const { t } = useLingui();
  const messages = useActionMessages();
  const title = t({ id: "authAction.title", message: "Account action" });

  // docs/product.md §5: a link without its mode is not one of ours to read. A verification link without its
  // code is the provider's own page continuing here once it has applied the code.
  if (!mode) return <ActionError title={title} message={messages.invalidLink} />;
  if (mode === "verifyEmail") return <VerifyEmailAction code={oobCode} />;
  if (!oobCode) return <ActionError title={title} message={messages.missingCode} />;
  switch (mode) {
    case "resetPassword":
      return <ResetPasswordAction code={oobCode} />;
    case "recoverEmail":
      return <RecoverEmailAction code={oobCode} />;
    default:
      return <ActionError title={title} message={messages.unsupportedAction} />;
  }
}
