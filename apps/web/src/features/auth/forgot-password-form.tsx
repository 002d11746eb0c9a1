import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";

import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../shell/toaster";
import { useAuthErrorMessage } from "./auth-error-message";
import { loadEmailAuth } from "./lazy-auth";
import { lazyCredentialResolvers } from "./lazy-credential-resolvers";
import { useFieldProblemMessage } from "./use-field-problem-message";

/** Sends the password-reset e-mail (docs/product.md §5, §8). */
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
  const { resolver, preload } = lazyCredentialResolvers.resetRequest;
  const { register, handleSubmit, formState } = useForm({ resolver, defaultValues: { email } });

  const submit = async (values: { email: string }) => {
    try {
      const { requestPasswordReset } = await loadEmailAuth();
      await requestPasswordReset(values.email);
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
    }
  };

  return (
    <Form onSubmit={handleSubmit(submit)} onFocus={preload}>
      <FormField
        label={t({ id: "auth.email", message: "E-mail" })}
        error={problemMessage(formState.errors.email)}
      >
        <Input
          type="email"
          autoComplete="email"
          {...register("email", {
            onChange: (event: { target: HTMLInputElement }) => onEmailChange(event.target.value),
          })}
        />
      </FormField>
      <Button type="submit" loading={formState.isSubmitting} className="w-full">
        <Trans id="auth.sendResetLink">Send reset link</Trans>
      </Button>
    </Form>
  );
}
