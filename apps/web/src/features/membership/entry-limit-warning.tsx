import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { isNearEntryLimit } from "./entry-usage";
import { useMembershipInfo, useMembershipUsage } from "./use-membership";

/**
 * docs/product.md §2, §6: on the dashboard, users with an entry limit are warned from 80 % of it, with a way
 * to upgrade.
 */
export function EntryLimitWarning() {
  const { i18n } = useLingui();
  const info = useMembershipInfo();
  const usage = useMembershipUsage();
  if (!info.data || !usage.data) return null;
  const { maxEntries } = info.data.limits;
  const { entryCount } = usage.data;
  if (maxEntries === "Unlimited" || !isNearEntryLimit(entryCount, maxEntries)) return null;

  const count = new Intl.NumberFormat(i18n.locale);
  const used = count.format(entryCount);
  const limit = count.format(maxEntries);
  return (
    <Alert variant="warning" className="mb-6">
      <AlertTitle>
        {entryCount >= maxEntries ? (
          <Trans id="membership.limitReachedTitle">You have reached your entry limit</Trans>
        ) : (
          <Trans id="membership.limitNearTitle">You are close to your entry limit</Trans>
        )}
      </AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <Trans id="membership.limitWarningText">
            You have used {used} of the {limit} entries of the free plan. Members have no limit.
          </Trans>
        </p>
        <Button asChild size="sm">
          <Link to="/settings">
            <Trans id="membership.limitWarningUpgrade">Upgrade</Trans>
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
