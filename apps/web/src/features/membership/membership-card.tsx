import { Trans } from "@lingui/react/macro";

import { Alert, AlertDescription } from "../../components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { MemberActions } from "./member-actions";
import { MEMBERSHIP_CARD_ID } from "./membership-card-id";
import { PlanStatus } from "./plan-status";
import { PlanUsage } from "./plan-usage";
import { UpgradeOptions } from "./upgrade-options";
import { useMembershipInfo, useMembershipUsage } from "./use-membership";
import { useFailureToast } from "./use-membership-error";

/**
 * docs/product.md §2: the settings card with the plan, its usage, and the way to upgrade, cancel, resume or
 * renew.
 */
export function MembershipCard() {
  const info = useMembershipInfo();
  const usage = useMembershipUsage();
  useFailureToast("info", info.error);
  useFailureToast("usage", usage.error);

  return (
    <Card id={MEMBERSHIP_CARD_ID} className="scroll-mt-20">
      <CardHeader>
        <CardTitle>
          <Trans id="membership.cardTitle">Membership</Trans>
        </CardTitle>
        <CardDescription>
          <Trans id="membership.cardDescription">Your plan, what you use of it, and how to change it.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6" aria-busy={info.isPending || usage.isPending}>
        {(info.isError || usage.isError) && (
          <Alert variant="destructive">
            <AlertDescription>
              <Trans id="membership.loadFailedText">
                Your membership could not be loaded. Please reload the page to try again.
              </Trans>
            </AlertDescription>
          </Alert>
        )}
        {(info.isPending || usage.isPending) && !info.isError && !usage.isError && (
          <div className="flex flex-col gap-4">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-2.5 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        )}
        {info.data && usage.data && (
          <>
            <PlanStatus membership={info.data.membership} />
            <PlanUsage limits={info.data.limits} usage={usage.data} />
            {info.data.membership.level === "free" ? (
              <FreePlanOffer />
            ) : (
              <MemberActions membership={info.data.membership} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function FreePlanOffer() {
  return (
    <div className="flex flex-col gap-4 border-t border-border pt-6">
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">
          <Trans id="membership.upgradeTitle">Become a member</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans id="membership.upgradePerks">Unlimited entries and more photos per entry.</Trans>
        </p>
      </div>
      <UpgradeOptions />
    </div>
  );
}
