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
import { serverError } from "../../lib/server-error";
import { trpcClient } from "../../lib/trpc";
import { logout } from "../auth/session-store";
import { useSession } from "../auth/use-session";
import { forgetDrafts } from "../journal/entry-drafts";
import { membershipState } from "../membership/membership-state";
import { useSubscriptionStatusName } from "../membership/subscription-status-name";
import { useBillingRedirect } from "../membership/use-billing-redirect";
import { useMembershipInfo } from "../membership/use-membership";
import { discardOutbox } from "../outbox/outbox-store";
import { toast } from "../shell/toaster";

/**
 * docs/product.md §2, §4: the danger card; deleting removes the account and everything in it, after
 * confirmation. A subscription set to end is ended with it; one that renews blocks the deletion,
 * and the dialog leads to the billing portal instead. The dialog says either as soon as it opens
 * (issue 32), from the membership already loaded; the server's refusal stays the final word.
 */
export function DeleteAccountCard() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const statusName = useSubscriptionStatusName();
  const membership = useMembershipInfo().data?.membership;
  const { openPortal, redirecting } = useBillingRedirect();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusedForSubscription, setRefusedForSubscription] = useState(false);
  const subscribed = membership !== undefined && membership.stripe_subscription_id !== null;
  const endsSubscription = subscribed && membershipState(membership) === "ending";
  const renews = subscribed && membershipState(membership) === "member";
  const blockedBySubscription = renews || refusedForSubscription;

  const renewingText = (subscriptionStatus: string): string => {
    const status = statusName(subscriptionStatus);
    return t({
      id: "settings.deleteActiveSubscription",
      message: `Your account cannot be deleted while your subscription is renewing (status: ${status}). Set it to end in the billing portal first.`,
    });
  };

  const messageFor = (caught: unknown): string => {
    const body = serverError(caught);
    if (body?.code === "ACTIVE_SUBSCRIPTION")
      return renewingText(typeof body.subscriptionStatus === "string" ? body.subscriptionStatus : "active");
    if (body?.code === "LEGACY_ACCOUNT") {
      return t({
        id: "settings.deleteLegacyAccount",
        message: "This older account can only be deleted with its password. Please contact us to delete it.",
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
      // Changes not sent yet and drafts belonged to the account: they go with it.
      await discardOutbox();
      if (firebaseUid) forgetDrafts(firebaseUid);
      await logout();
      await navigate({ to: "/" });
    } catch (caught) {
      setRefusedForSubscription(serverError(caught)?.code === "ACTIVE_SUBSCRIPTION");
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
            if (!next) {
              setError(null);
              setRefusedForSubscription(false);
            }
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
              {endsSubscription && (
                <>
                  {" "}
                  <Trans id="settings.deleteEndsSubscription">
                    Your membership, already set to end, ends now with it: nothing more is charged.
                  </Trans>
                </>
              )}
              {renews && error === null && (
                <>
                  {" "}
                  <strong className="font-medium text-foreground">
                    {renewingText(membership.stripe_subscription_status ?? "active")}
                  </strong>
                </>
              )}
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
              {blockedBySubscription ? (
                <Button loading={redirecting} onClick={openPortal}>
                  <Trans id="settings.deleteManageMembership">Manage my membership</Trans>
                </Button>
              ) : (
                <Button variant="destructive" loading={deleting} onClick={() => void remove()}>
                  <Trans id="settings.deleteConfirmButton">Yes, delete everything</Trans>
                </Button>
              )}
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
