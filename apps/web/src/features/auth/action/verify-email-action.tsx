import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { applyActionCode } from "firebase/auth";
import { useEffect, useState } from "react";

import { TIMINGS } from "@bitelog/config";

import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toaster";
import { auth } from "../../../lib/firebase";
import { authErrorCode } from "../auth-error-code";
import { sendVerificationEmail } from "../email-auth";
import { refreshSession } from "../session-store";
import { ActionError, ActionSuccess, ActionWorking } from "./action-card";
import { useActionMessages } from "./use-action-messages";

/** Spec §2: applies the code; 3 s later re-checks and moves on. Expired links offer a resend. */
export function VerifyEmailAction({ code }: { code: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const messages = useActionMessages();
  const [state, setState] = useState<"working" | "done" | "expired" | "failed">("working");
  const title = t({ id: "verifyEmail.title", message: "Verify your e-mail" });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    applyActionCode(auth, code)
      .then(() => {
        setState("done");
        // Signed in (here, or in another tab), the person goes on to the app; signed out, to the
        // login card, which says the address is verified.
        timer = setTimeout(() => {
          if (!auth.currentUser) {
            void navigate({ to: "/", search: { auth: "login", notice: "verified" } });
            return;
          }
          void refreshSession().finally(() => void navigate({ to: "/dashboard" }));
        }, TIMINGS.actionSuccessRedirectMs);
      })
      .catch((error: unknown) => {
        const code = authErrorCode(error);
        setState(code === "invalid-action-code" || code === "expired-action-code" ? "expired" : "failed");
      });
    return () => clearTimeout(timer);
  }, [code, navigate]);

  const resend = async () => {
    if (!auth.currentUser) {
      toast.error(messages.authenticationRequired);
      return;
    }
    try {
      await sendVerificationEmail();
      toast.success(messages.verificationEmailSent);
    } catch {
      toast.error(messages.verificationEmailFailed);
    }
  };

  if (state === "working") return <ActionWorking title={title} />;
  if (state === "done") return <ActionSuccess title={title} message={messages.emailVerified} />;
  if (state === "failed") return <ActionError title={title} message={messages.invalidOrExpiredLink} />;
  return (
    <ActionError
      title={title}
      message={messages.verificationLinkExpired}
      actions={
        <>
          <Button onClick={() => void resend()}>
            <Trans id="verifyEmail.resend">Resend e-mail</Trans>
          </Button>
          <Button variant="outline" onClick={() => void navigate({ to: "/verify-email" })}>
            <Trans id="authAction.checkStatus">Check status</Trans>
          </Button>
        </>
      }
    />
  );
}
