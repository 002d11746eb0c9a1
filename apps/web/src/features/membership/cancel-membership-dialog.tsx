import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
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
import { trpc } from "../../lib/trpc";
import { toast } from "../shell/toaster";
import { useBillingRedirect } from "./use-billing-redirect";
import { useRefreshMembership } from "./use-membership";
import { useMembershipErrorToast } from "./use-membership-error";

/**
 * docs/product.md §2, §4: cancelling asks first. A subscription is cancelled in Stripe's billing portal (it
 * runs to the end of the period paid for), so the dialog says the portal opens; a membership without one
 * ends through the cancel call.
 */
export function CancelMembershipDialog({ hasSubscription }: { hasSubscription: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const refreshMembership = useRefreshMembership();
  const reportError = useMembershipErrorToast();
  const { openPortal, redirecting } = useBillingRedirect();
  const cancel = useMutation(
    trpc.membership.cancel.mutationOptions({
      onSuccess: async () => {
        setOpen(false);
        toast.success(t({ id: "membership.cancelled", message: "Your membership has been cancelled." }));
        await refreshMembership();
      },
      onError: (error) => reportError("cancel", error),
    }),
  );
  const busy = redirecting || cancel.isPending;

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline">
          <Trans id="membership.cancel">Cancel membership</Trans>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>
          <Trans id="membership.cancelConfirmTitle">Cancel your membership?</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription>
          {hasSubscription ? (
            <Trans id="membership.cancelConfirmPortal">
              The billing portal opens, where you can cancel your subscription. You stay a member until the
              end of the period you have paid for, and all your entries are kept.
            </Trans>
          ) : (
            <Trans id="membership.cancelConfirmNow">
              Your membership ends now and the free plan's limits apply again. All your entries are kept.
            </Trans>
          )}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>
            <Trans id="membership.keepMembership">Keep membership</Trans>
          </AlertDialogCancel>
          <Button
            variant="destructive"
            loading={busy}
            onClick={() => (hasSubscription ? openPortal() : cancel.mutate())}
          >
            {hasSubscription ? (
              <Trans id="membership.openPortal">Open billing portal</Trans>
            ) : (
              <Trans id="membership.cancelConfirm">Yes, cancel my membership</Trans>
            )}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
