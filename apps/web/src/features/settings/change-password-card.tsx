import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { requestPasswordReset } from "../auth/email-auth";
import { useSession } from "../auth/use-session";
import { toast } from "../shell/toaster";

/** docs/product.md §2: passwords are managed by the identity provider; this card sends its reset e-mail. */
export function ChangePasswordCard() {
  const { t } = useLingui();
  const session = useSession();
  const [sending, setSending] = useState(false);
  const email = session.status === "signedIn" ? session.user.email : null;

  const send = async () => {
    if (!email) return;
    setSending(true);
    try {
      await requestPasswordReset(email);
      toast.success(
        t({ id: "settings.resetSent", message: `We sent a link to choose a new password to ${email}.` }),
      );
    } catch {
      toast.error(
        t({
          id: "auth.passwordResetEmailFailed",
          message: "We could not send the reset e-mail. Please try again.",
        }),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans id="settings.passwordTitle">Password</Trans>
        </CardTitle>
        <CardDescription>
          <Trans id="settings.passwordDescription">
            Your password is managed by our sign-in provider. We can e-mail you a link to change it.
          </Trans>
        </CardDescription>
      </CardHeader>
      {email && (
        <CardContent>
          <Button variant="outline" loading={sending} onClick={() => void send()}>
            <Trans id="settings.sendResetLink">E-mail me a reset link</Trans>
          </Button>
        </CardContent>
      )}
    </Card>
  );
}
