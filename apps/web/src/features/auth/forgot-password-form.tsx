import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toaster";
import { useAuthErrorMessage } from "./auth-error-message";
import { loadEmailAuth } from "./lazy-auth";
import { useFieldProblemMessage } from "./use-field-problem-message";
import { checkResetRequest } from "./validation";

/** Sends the password-reset e-mail (spec §5, §8). */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  onSent,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
}) {
  const { t } = useLingui();
  const problemMessage = useFieldProblemMessage();
  const authErrorMessage = useAuthErrorMessage();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = problemMessage(checkResetRequest(email));
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const { requestPasswordReset } = await loadEmailAuth();
      await requestPasswordReset(email.trim());
      toast.success(
        t({
          id: "auth.passwordResetEmailSent",
          message: "If an account exists for this address, a reset link is on its way.",
        }),
      );
      onSent();
    } catch (error) {
      toast.error(
        authErrorMessage(
          error,
          t({
            id: "auth.passwordResetEmailFailed",
            message: "We could not send the reset e-mail. Please try again.",
          }),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit}>
      <FormField label={t({ id: "auth.email", message: "E-mail" })} error={problem}>
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </FormField>
      <Button type="submit" loading={busy} className="w-full">
        <Trans id="auth.sendResetLink">Send reset link</Trans>
      </Button>
    </Form>
  );
}
