import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { confirmPasswordReset, verifyPasswordResetCode } from "firebase/auth";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "../../../components/ui/button";
import { Form } from "../../../components/ui/form";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { auth } from "../../../lib/firebase";
import { toast } from "../../shell/toaster";
import { useAuthErrorMessage } from "../auth-error-message";
import { lazyCredentialResolvers } from "../lazy-credential-resolvers";
import { useFieldProblemMessage } from "../use-field-problem-message";
import { ActionCard, ActionError, ActionWorking } from "./action-card";
import { useActionMessages } from "./use-action-messages";

/** docs/product.md §2: checks the code, then asks for the new password twice (§5 rules). */
export function ResetPasswordAction({ code }: { code: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const messages = useActionMessages();
  const problemMessage = useFieldProblemMessage();
  const authErrorMessage = useAuthErrorMessage();
  const [email, setEmail] = useState<string | null>(null);
  const [state, setState] = useState<"checking" | "form" | "invalid">("checking");
  const { resolver, preload } = lazyCredentialResolvers.newPassword;
  const { register, handleSubmit, formState } = useForm({
    resolver,
    defaultValues: { password: "", confirmation: "" },
  });
  const { errors } = formState;
  const [error, setError] = useState<string | null>(null);
  const title = t({ id: "authAction.resetTitle", message: "Choose a new password" });

  useEffect(() => {
    verifyPasswordResetCode(auth, code)
      .then((address) => {
        setEmail(address);
        setState("form");
      })
      .catch(() => setState("invalid"));
  }, [code]);

  const save = async (values: { password: string }) => {
    setError(null);
    try {
      await confirmPasswordReset(auth, code, values.password);
      toast.success(messages.passwordResetSuccess);
      await navigate({ to: "/" });
    } catch (caught) {
      setError(authErrorMessage(caught, messages.passwordResetFailed));
    }
  };

  if (state === "checking") return <ActionWorking title={title} />;
  if (state === "invalid") {
    return (
      <ActionError
        title={title}
        message={messages.invalidOrExpiredLink}
        actions={
          <Button asChild>
            <Link to="/" search={{ auth: "forgot" }}>
              <Trans id="authAction.resendReset">Send a new reset link</Trans>
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <ActionCard title={title}>
      <Form onSubmit={handleSubmit(save)} onFocus={preload}>
        <p className="text-sm text-muted-foreground">
          <Trans id="authAction.resetFor">For {email}</Trans>
        </p>
        <FormField
          label={t({ id: "authAction.newPassword", message: "New password" })}
          error={problemMessage(errors.password)}
        >
          <Input type="password" autoComplete="new-password" {...register("password")} />
        </FormField>
        <FormField
          label={t({ id: "authAction.confirmPassword", message: "Confirm the new password" })}
          error={problemMessage(errors.confirmation)}
        >
          <Input type="password" autoComplete="new-password" {...register("confirmation")} />
        </FormField>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" loading={formState.isSubmitting}>
          <Trans id="authAction.savePassword">Save the new password</Trans>
        </Button>
      </Form>
    </ActionCard>
  );
}
