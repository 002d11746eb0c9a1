import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";

import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { trpcClient } from "../../lib/trpc";
import { TermsSummary } from "../legal/terms-summary";
import { toast } from "../shell/toaster";
import { logout, replaceSessionUser } from "./session-store";

/** docs/product.md §2: a full-screen Terms of Service modal that blocks the app until accepted. */
export function TermsModal() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const checkboxId = useId();
  const errorId = useId();
  const [agreed, setAgreed] = useState(false);
  const [showError, setShowError] = useState(false);
  const [busy, setBusy] = useState<"agree" | "disagree" | null>(null);
  const failed = () =>
    toast.error(t({ id: "terms.failed", message: "An error occurred. Please try again." }));

  const agree = async () => {
    if (!agreed) {
      setShowError(true);
      return;
    }
    setBusy("agree");
    try {
      replaceSessionUser(await trpcClient.user.setTosAcceptance.mutate({ accepted: true }));
    } catch {
      failed();
    } finally {
      setBusy(null);
    }
  };

  const disagree = async () => {
    setBusy("disagree");
    try {
      await trpcClient.user.setTosAcceptance.mutate({ accepted: false });
      await logout();
      toast.info(t({ id: "terms.declined", message: "You have declined the Terms of Service" }));
      await navigate({ to: "/" });
    } catch {
      failed();
      setBusy(null);
    }
  };

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-background" />
        <Dialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-background p-4 sm:p-8"
        >
          <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
            <Dialog.Title className="text-2xl font-semibold">
              <Trans id="terms.modalTitle">Terms of Service</Trans>
            </Dialog.Title>
            <Dialog.Description className="text-muted-foreground">
              <Trans id="terms.modalIntro">Please read and accept the Terms of Service to use Bitelog.</Trans>
            </Dialog.Description>
            <div className="rounded-lg border border-border bg-card p-4 sm:p-6">
              <TermsSummary />
            </div>
            {/* A new tab, so that the choice here is still waiting when the person comes back. */}
            <a
              href="/terms"
              target="_blank"
              rel="noopener"
              className="text-sm font-medium underline underline-offset-4"
            >
              <Trans id="terms.readFull">Read the full Terms of Service (opens in a new tab)</Trans>
            </a>
            <div className="flex flex-col gap-2">
              <div className="flex items-start gap-3">
                <Checkbox
                  id={checkboxId}
                  checked={agreed}
                  aria-describedby={showError && !agreed ? errorId : undefined}
                  aria-invalid={showError && !agreed}
                  onCheckedChange={(checked) => setAgreed(checked === true)}
                />
                <label htmlFor={checkboxId} className="text-sm leading-snug">
                  <Trans id="terms.checkbox">I have read and agree to the Terms of Service.</Trans>
                </label>
              </div>
              {showError && !agreed && (
                <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                  <Trans id="terms.mustAgree">You must agree to the terms to continue</Trans>
                </p>
              )}
            </div>
            <div className="flex flex-wrap justify-end gap-3">
              <Button
                variant="outline"
                loading={busy === "disagree"}
                disabled={busy !== null}
                onClick={() => void disagree()}
              >
                <Trans id="terms.disagree">I Disagree</Trans>
              </Button>
              <Button
                aria-disabled={!agreed}
                className="aria-disabled:opacity-50"
                loading={busy === "agree"}
                disabled={busy !== null}
                onClick={() => void agree()}
              >
                <Trans id="terms.agree">I Agree</Trans>
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
