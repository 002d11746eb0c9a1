import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";

import type { MembershipInfo } from "./use-membership";
import { Button } from "../../components/ui/button";
import { trpc } from "../../lib/trpc";
import { toast } from "../shell/toaster";
import { CancelMembershipDialog } from "./cancel-membership-dialog";
import { membershipState } from "./membership-state";
import { UpgradeOptions } from "./upgrade-options";
import { useBillingRedirect } from "./use-billing-redirect";
import { useRefreshMembership } from "./use-membership";
import { useMembershipErrorToast } from "./use-membership-error";

/**
 * docs/product.md §2: a member is thanked and may cancel, or resume a subscription set to end; a membership
 * that has ended (expired, or its subscription cancelled) offers Renew instead.
 */
export function MemberActions({ membership }: { membership: MembershipInfo["membership"] }) {
  const state = membershipState(membership);
  if (state === "ended") {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          <Trans id="membership.endedText">
            Your membership has ended and the free plan's limits apply. Renew it to add entries without limit
            again.
          </Trans>
        </p>
        <UpgradeOptions action="renew" />
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm">
        <Trans id="membership.thanks">
          Thank you for being a member! Your support keeps Bitelog ad-free.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        {state === "ending" ? (
          <ResumeButton />
        ) : (
          <CancelMembershipDialog hasSubscription={membership.stripe_subscription_id !== null} />
        )}
        {membership.stripe_subscription_id !== null && <ManageBillingButton />}
      </div>
    </div>
  );
}

function ResumeButton() {
  const { t } = useLingui();
  const refreshMembership = useRefreshMembership();
  const reportError = useMembershipErrorToast();
  const resume = useMutation(
    trpc.membership.resume.mutationOptions({
      onSuccess: async () => {
        toast.success(t({ id: "membership.resumed", message: "Your membership will renew again." }));
        await refreshMembership();
      },
      onError: (error) => reportError("resume", error),
    }),
  );
  return (
    <Button loading={resume.isPending} onClick={() => resume.mutate()}>
      <Trans id="membership.resume">Resume membership</Trans>
    </Button>
  );
}

/** Stripe's billing portal, for the payment method and invoices (and cancelling there too). */
function ManageBillingButton() {
  const { openPortal, redirecting } = useBillingRedirect();
  return (
    <Button variant="outline" loading={redirecting} onClick={openPortal}>
      <Trans id="membership.manageBilling">Manage billing</Trans>
    </Button>
  );
}
