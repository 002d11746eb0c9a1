import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { MailCheck } from "lucide-react";
import { useState } from "react";

import { TIMINGS } from "@bitelog/config";

import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { toast } from "../shell/toaster";
import { useAuthErrorMessage } from "./auth-error-message";
import { sendVerificationEmail } from "./email-auth";
import { logout, refreshSession } from "./session-store";
import { useSession } from "./use-session";
import { useVerificationWatch } from "./use-verification-watch";

type Status = "pending" | "sent" | "verified" | "error";

/** docs/product.md §2: where people without a verified e-mail address wait, resend, and confirm. */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const authErrorMessage = useAuthErrorMessage();
  const alreadyVerified = session.status === "signedIn" && session.firebaseUser.emailVerified;
  const [status, setStatus] = useState<Status>(alreadyVerified ? "verified" : "pending");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"resend" | "check" | "leave" | null>(null);
  const username = session.status === "signedIn" ? session.user.username : "";

  const resend = async () => {
    setBusy("resend");
    setError(null);
    try {
      await sendVerificationEmail();
      setStatus("sent");
      toast.success(
        t({ id: "auth.verificationEmailResent", message: "A new verification e-mail is on its way." }),
      );
    } catch (caught) {
      setStatus("error");
      setError(
        authErrorMessage(
          caught,
          t({ id: "emailVerification.sendError", message: "The verification e-mail could not be sent." }),
        ),
      );
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy("check");
    setError(null);
    try {
      const next = await refreshSession();
      if (next.status === "signedIn" && next.firebaseUser.emailVerified) {
        setStatus("verified");
        toast.success(t({ id: "auth.emailVerified", message: "Your e-mail address is verified." }));
        setTimeout(() => void navigate({ to: "/" }), TIMINGS.verifiedRedirectMs);
      } else {
        setError(
          t({
            id: "auth.notYetVerified",
            message:
              "Your e-mail is not yet verified. Please check your inbox for the verification link or request a new one.",
          }),
        );
      }
    } catch {
      setStatus("error");
      setError(
        t({ id: "auth.refreshError", message: "Failed to refresh verification status. Please try again." }),
      );
    } finally {
      setBusy(null);
    }
  };

  useVerificationWatch(session.status === "signedIn" ? session.firebaseUser : null, () => void check());

  /** The way out for someone who cannot or will not verify this address (a typo in it, say). */
  const leave = async (then: "login" | "signup") => {
    setBusy("leave");
    try {
      await logout();
      await navigate({ to: "/", search: { auth: then } });
    } finally {
      setBusy(null);
    }
  };

  return (
    <main id="main-content" className="mx-auto flex w-full max-w-xl flex-1 items-start px-4 py-12">
      <Card className="w-full">
        <CardHeader>
          <MailCheck className="mb-2 size-10 text-primary" aria-hidden />
          <CardTitle asChild>
            <h1>
              <Trans id="verifyEmail.title">Verify your e-mail</Trans>
            </h1>
          </CardTitle>
          <CardDescription>
            {status === "verified" ? (
              <Trans id="verifyEmail.verified">Your e-mail address is verified. Welcome to Bitelog!</Trans>
            ) : status === "sent" ? (
              <Trans id="verifyEmail.sent">
                We sent a new link. Open it from your inbox, then come back here.
              </Trans>
            ) : (
              <Trans id="verifyEmail.pending">
                Hi {username}, we sent a verification link to your e-mail address. Open it to start using
                Bitelog.
              </Trans>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {error && (
            <Alert variant={status === "error" ? "destructive" : "warning"}>
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          {status !== "verified" && (
            <ul className="list-disc pl-5 text-sm text-muted-foreground">
              <li>
                <Trans id="verifyEmail.helpSpam">Check your spam or junk folder.</Trans>
              </li>
              <li>
                <Trans id="verifyEmail.helpAddress">Make sure you signed up with the right address.</Trans>
              </li>
              <li>
                <Trans id="verifyEmail.helpResend">Still nothing? Send the e-mail again.</Trans>
              </li>
            </ul>
          )}
        </CardContent>
        <CardFooter className="flex-wrap gap-3">
          {status === "verified" ? (
            <Button asChild>
              <Link to="/dashboard">
                <Trans id="verifyEmail.continue">Continue to dashboard</Trans>
              </Link>
            </Button>
          ) : (
            <>
              <Button loading={busy === "check"} disabled={busy !== null} onClick={() => void check()}>
                <Trans id="verifyEmail.iVerified">I verified my e-mail</Trans>
              </Button>
              <Button
                variant="outline"
                loading={busy === "resend"}
                disabled={busy !== null}
                onClick={() => void resend()}
              >
                <Trans id="verifyEmail.resend">Resend e-mail</Trans>
              </Button>
              <div className="flex w-full flex-wrap gap-x-4 gap-y-1 border-t border-border pt-3 text-sm">
                <Button variant="link" disabled={busy !== null} onClick={() => void leave("signup")}>
                  <Trans id="verifyEmail.differentEmail">Use a different e-mail</Trans>
                </Button>
                <Button variant="link" disabled={busy !== null} onClick={() => void leave("login")}>
                  <Trans id="layout.logout">Log out</Trans>
                </Button>
              </div>
            </>
          )}
        </CardFooter>
      </Card>
    </main>
  );
}
