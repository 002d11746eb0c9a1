import type { Ref } from "react";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";

import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { CredentialsForm } from "./credentials-form";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SocialButtons } from "./social-buttons";

export type AuthMode = "login" | "signup" | "forgot";

interface AuthCardProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  ref?: Ref<HTMLDivElement>;
}

/** The landing page's sign-in card: login, sign-up and forgot-password modes (docs/product.md §2). */
export function AuthCard({ mode, onModeChange, ref }: AuthCardProps) {
  const [email, setEmail] = useState("");
  const toLogin = () => onModeChange("login");
  return (
    <Card ref={ref} id="auth" className="w-full max-w-md scroll-mt-24">
      <CardHeader>
        <CardTitle>
          {mode === "login" && <Trans id="auth.loginTitle">Welcome back</Trans>}
          {mode === "signup" && <Trans id="auth.signupTitle">Create your Bitelog account</Trans>}
          {mode === "forgot" && <Trans id="auth.forgotTitle">Reset your password</Trans>}
        </CardTitle>
        <CardDescription>
          {mode === "forgot" ? (
            <Trans id="auth.forgotDescription">We will e-mail you a link to choose a new password.</Trans>
          ) : (
            <Trans id="auth.cardDescription">Your restaurant memories, private and in one place.</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {mode === "forgot" ? (
          <ForgotPasswordForm email={email} onEmailChange={setEmail} onSent={toLogin} />
        ) : (
          <>
            <CredentialsForm
              key={mode}
              mode={mode}
              email={email}
              onEmailChange={setEmail}
              onRegistered={toLogin}
            />
            <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
              <span className="h-px flex-1 bg-border" />
              <Trans id="auth.or">or</Trans>
              <span className="h-px flex-1 bg-border" />
            </div>
            <SocialButtons />
          </>
        )}
      </CardContent>
      <CardFooter className="flex-col items-start gap-1 text-sm">
        {mode === "login" && (
          <>
            <Button variant="link" onClick={() => onModeChange("forgot")}>
              <Trans id="auth.forgotLink">Forgot your password?</Trans>
            </Button>
            <p>
              <Trans id="auth.noAccount">No account yet?</Trans>{" "}
              <Button variant="link" onClick={() => onModeChange("signup")}>
                <Trans id="auth.signUpLink">Sign up</Trans>
              </Button>
            </p>
          </>
        )}
        {mode !== "login" && (
          <p>
            <Trans id="auth.haveAccount">Already have an account?</Trans>{" "}
            <Button variant="link" onClick={toLogin}>
              <Trans id="auth.logInLink">Log in</Trans>
            </Button>
          </p>
        )}
      </CardFooter>
    </Card>
  );
}
