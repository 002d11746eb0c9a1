import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
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

interface CredentialsFormProps {
  mode: "login" | "signup";
  /** Kept by the card, so the address survives switching modes. */
  email: string;
  onEmailChange: (email: string) => void;
  /** After a sign-up the card goes back to login mode (docs/product.md §4). */
  onRegistered: () => void;
}

/** E-mail and password, for logging in or signing up. */
export function CredentialsForm({ mode, email, onEmailChange, onRegistered }: CredentialsFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const problemMessage = useFieldProblemMessage();
  const authErrorMessage = useAuthErrorMessage();
  const { resolver, preload } = lazyCredentialResolvers[mode];
  const { register, handleSubmit, formState, resetField } = useForm({
    resolver,
    defaultValues: { email, password: "", website: "" },
  });
  const { errors, isSubmitting } = formState;
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: { email: string; password: string; website: string }) => {
    setError(null);
    try {
      if (mode === "signup") {
        const { register: registerAccount } = await loadEmailAuth();
        await registerAccount(values.email, values.password, values.website);
        toast.success(
          t({
            id: "auth.verificationEmailSent",
            message: "Verification e-mail sent. Check your inbox, then log in.",
          }),
        );
        resetField("password");
        onRegistered();
      } else {
        const { logInWithPassword } = await loadEmailAuth();
        const { emailVerified } = await logInWithPassword(values.email, values.password);
        if (!emailVerified) {
          toast.info(
            t({
              id: "auth.emailVerificationRequired",
              message: "Please verify your e-mail address to continue.",
            }),
          );
          await navigate({ to: "/verify-email" });
        }
      }
    } catch (caught) {
      setError(
        authErrorMessage(
          caught,
          t({ id: "errors.authFailed", message: "Authentication failed. Please try again." }),
        ),
      );
    }
  };

  return (
    <Form onSubmit={handleSubmit(submit)} onFocus={preload}>
      <FormField label={t({ id: "auth.email", message: "E-mail" })} error={problemMessage(errors.email)}>
        <Input
          type="email"
          autoComplete="email"
          {...register("email", {
            onChange: (event: { target: HTMLInputElement }) => onEmailChange(event.target.value),
          })}
        />
      </FormField>
      <FormField
        label={t({ id: "auth.password", message: "Password" })}
        error={problemMessage(errors.password)}
        description={
          mode === "signup" ? t({ id: "auth.passwordHint", message: "At least 8 characters." }) : undefined
        }
      >
        <Input
          type="password"
          autoComplete={mode === "signup" ? "new-password" : "current-password"}
          {...register("password")}
        />
      </FormField>
      {mode === "signup" && (
        // The honeypot (docs/product.md §5): hidden from people and assistive technology, filled in by bots.
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input tabIndex={-1} autoComplete="off" {...register("website")} />
          </label>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" loading={isSubmitting} className="w-full">
        {mode === "signup" ? (
          <Trans id="auth.signUp">Create account</Trans>
        ) : (
          <Trans id="auth.logIn">Log in</Trans>
        )}
      </Button>
    </Form>
  );
}
