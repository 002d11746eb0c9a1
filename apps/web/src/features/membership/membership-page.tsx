import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Page } from "../shell/page";
import { membershipState } from "./membership-state";
import { PlanComparison } from "./plan-comparison";
import { PlanStatus } from "./plan-status";
import { UpgradeOptions } from "./upgrade-options";
import { useMembershipInfo } from "./use-membership";
import { useFailureToast } from "./use-membership-error";

/**
 * docs/product.md §2, /membership: where the photo-limit dialog of the edit screen leads. The plans side by
 * side, and the same upgrade as in Settings for anyone not on the member plan.
 */
export function MembershipPage() {
  const { t } = useLingui();
  const info = useMembershipInfo();
  useFailureToast("info", info.error);
  const membership = info.data?.membership;
  const state = membership && membershipState(membership);
  const onMemberPlan = state === "member" || state === "ending";

  return (
    <Page title={t({ id: "membership.title", message: "Membership" })}>
      <div className="flex max-w-4xl flex-col gap-6">
        <PlanComparison currentPlan={membership ? (onMemberPlan ? "member" : "free") : null} />
        {membership && (
          <Card>
            <CardHeader>
              <CardTitle>
                {onMemberPlan ? (
                  <Trans id="membership.alreadyMember">You are a member</Trans>
                ) : (
                  <Trans id="membership.upgradeTitle">Become a member</Trans>
                )}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col items-start gap-4">
              {/* The same status lines as the settings card, so one state is never named two ways. */}
              <PlanStatus membership={membership} />
              {onMemberPlan ? (
                <Button asChild variant="outline">
                  <Link to="/settings">
                    <Trans id="membership.manageInSettings">Manage your membership in Settings</Trans>
                  </Link>
                </Button>
              ) : (
                <UpgradeOptions action={membership.level === "member" ? "renew" : "upgrade"} />
              )}
            </CardContent>
          </Card>
        )}
      </div>
    </Page>
  );
}
