import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";

import type { CredentialsProblems } from "./validation";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toaster";
import { useAuthErrorMessage } from "./auth-error-message";
import { loadEmailAuth } from "./lazy-auth";
import { useFieldProblemMessage } from "./use-field-problem-message";
import { checkCredentials } from "./validation";

interface CredentialsFormProps {
  mode: "login" | "signup";
  /** Kept by the card, so the address survives switching modes. */
  email: string;
  onEmailChange: (email: string) => void;
  /** After a sign-up the card goes back to login mode (spec §4). */
  onRegistered: () => void;
}

/** E-mail and password, for logging in or signing up. */
export function CredentialsForm({ mode, email, onEmailChange, onRegistered }: CredentialsFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const problemMessage = useFieldProblemMessage();
  const authErrorMessage = useAuthErrorMessage();
  const [values, setValues] = useState({ password: "", website: "" });
  const [problems, setProblems] = useState<CredentialsProblems>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const found = checkCredentials(mode, { email, password: values.password });
    setProblems(found);
    setError(null);
    if (found.email ?? found.password) return;
    setBusy(true);
    try {
      if (mode === "signup") {
        const { register } = await loadEmailAuth();
        await register(email.trim(), values.password, values.website);
        toast.success(
          t({
            id: "auth.verificationEmailSent",
            message: "Verification e-mail sent. Check your inbox, then log in.",
          }),
        );
        setValues((current) => ({ ...current, password: "" }));
        onRegistered();
      } else {
        const { logInWithPassword } = await loadEmailAuth();
        const { emailVerified } = await logInWithPassword(email.trim(), values.password);
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
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit}>
      <FormField label={t({ id: "auth.email", message: "E-mail" })} error={problemMessage(problems.email)}>
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </FormField>
      <FormField
        label={t({ id: "auth.password", message: "Password" })}
        error={problemMessage(problems.password)}
        description={
          mode === "signup" ? t({ id: "auth.passwordHint", message: "At least 8 characters." }) : undefined
        }
      >
        <Input
          type="password"
          autoComplete={mode === "signup" ? "new-password" : "current-password"}
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
      </FormField>
      {mode === "signup" && (
        // The honeypot (spec §5): hidden from people and assistive technology, filled in by bots.
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(event) => setValues({ ...values, website: event.target.value })}
            />
          </label>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" loading={busy} className="w-full">
        {mode === "signup" ? (
          <Trans id="auth.signUp">Create account</Trans>
        ) : (
          <Trans id="auth.logIn">Log in</Trans>
        )}
      </Button>
    </Form>
  );
}
