import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { applyActionCode } from "firebase/auth";
import { useCallback, useEffect, useState } from "react";

import { TIMINGS } from "@bitelog/config";

import { Button } from "../../../components/ui/button";
import { auth } from "../../../lib/firebase";
import { toast } from "../../shell/toaster";
import { authErrorCode } from "../auth-error-code";
import { sendVerificationEmail } from "../email-auth";
import { refreshSession } from "../session-store";
import { ActionError, ActionSuccess, ActionWorking } from "./action-card";
import { useActionMessages } from "./use-action-messages";

/**
 * After a verification, signed in (here, or in another tab) the person goes on to the app; signed
 * out, to the login card, which says the address is verified.
 */
function useMoveOnWhenVerified() {
  const navigate = useNavigate();
  return useCallback(
    () =>
      setTimeout(() => {
        if (!auth.currentUser) {
          void navigate({ to: "/", search: { auth: "login", notice: "verified" } });
          return;
        }
        void refreshSession().finally(() => void navigate({ to: "/dashboard" }));
      }, TIMINGS.actionSuccessRedirectMs),
    [navigate],
  );
}

/**
 * Whether the address is verified, for a link that carries no code: the identity provider's own
 * page applied it and continued here. Signed out, nothing can be checked, and the provider only
 * continues after a success.
 */
async function verifiedElsewhere(): Promise<boolean> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return true;
  await user.reload();
  return user.emailVerified;
}

/**
 * docs/product.md §2: applies the code; a moment later (TIMINGS.actionSuccessRedirectMs) re-checks and moves
 * on. Expired links offer a resend. A link without a code was applied by the provider's own page:
 * its status is checked instead.
 */
export function VerifyEmailAction({ code }: { code: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const moveOn = useMoveOnWhenVerified();
  const messages = useActionMessages();
  const [state, setState] = useState<"working" | "done" | "unverified" | "expired" | "failed">("working");
  const title = t({ id: "verifyEmail.title", message: "Verify your e-mail" });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const verified = code ? applyActionCode(auth, code).then(() => true) : verifiedElsewhere();
    verified
      .then((isVerified) => {
        if (!isVerified) {
          setState("unverified");
          return;
        }
        setState("done");
        timer = moveOn();
      })
      .catch((error: unknown) => {
        const code = authErrorCode(error);
        setState(code === "invalid-action-code" || code === "expired-action-code" ? "expired" : "failed");
      });
    return () => clearTimeout(timer);
  }, [code, moveOn]);

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
      message={state === "unverified" ? messages.notVerifiedYet : messages.verificationLinkExpired}
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
