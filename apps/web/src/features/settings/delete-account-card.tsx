import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/toaster";
import { serverError } from "../../lib/server-error";
import { trpcClient } from "../../lib/trpc";
import { logout } from "../auth/session-store";
import { useSession } from "../auth/use-session";

/** Spec §2, §4: the danger card; deleting removes the account and everything in it, after confirmation. */
export function DeleteAccountCard() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const messageFor = (caught: unknown): string => {
    const body = serverError(caught);
    if (body?.code === "ACTIVE_SUBSCRIPTION") {
      const status = typeof body.subscriptionStatus === "string" ? body.subscriptionStatus : "active";
      return t({
        id: "settings.deleteActiveSubscription",
        message: `Your account cannot be deleted while your subscription is ${status}. Cancel your membership first.`,
      });
    }
    return (
      body?.error ??
      body?.message ??
      t({ id: "errors.deleteAccountFailed", message: "The account could not be deleted. Please try again." })
    );
  };

  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      const firebaseUid = session.status === "signedIn" ? session.user.firebaseUid : null;
      await trpcClient.user.deleteAccount.mutate(firebaseUid ? { firebaseUid } : {});
      toast.success(
        t({ id: "settings.accountDeleted", message: "Your account and all its data have been deleted." }),
      );
      await logout();
      await navigate({ to: "/" });
    } catch (caught) {
      const message = messageFor(caught);
      setError(message);
      toast.error(message);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>
          <Trans id="settings.dangerTitle">Delete account</Trans>
        </CardTitle>
        <CardDescription>
          <Trans id="settings.dangerDescription">
            Permanently deletes your account, every entry and every photo. This cannot be undone.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog
          open={open}
          onOpenChange={(next) => {
            if (!deleting) setOpen(next);
            if (!next) setError(null);
          }}
        >
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trans id="settings.deleteButton">Delete my account</Trans>
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>
              <Trans id="settings.deleteConfirmTitle">Delete your account?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              <Trans id="settings.deleteConfirmText">
                All your entries, photos and settings will be removed for good, and you will be logged out.
              </Trans>
            </AlertDialogDescription>
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <AlertDialogFooter>
              <AlertDialogCancel disabled={deleting}>
                <Trans id="common.cancel">Cancel</Trans>
              </AlertDialogCancel>
              <Button variant="destructive" loading={deleting} onClick={() => void remove()}>
                <Trans id="settings.deleteConfirmButton">Yes, delete everything</Trans>
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
