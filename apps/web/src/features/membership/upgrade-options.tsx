import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

import type { BillingInterval } from "@bitelog/config";

import { Button } from "../../components/ui/button";
import { IntervalChoice } from "./interval-choice";
import { useBillingRedirect } from "./use-billing-redirect";

/**
 * The way to the member plan (spec §2, §4): the billing period, then Stripe Checkout. Monthly is
 * chosen at first; `renew` words it for a membership that has ended.
 */
export function UpgradeOptions({ action = "upgrade" }: { action?: "upgrade" | "renew" }) {
  const { t } = useLingui();
  const [interval, chooseInterval] = useState<BillingInterval>("month");
  const { checkout, redirecting } = useBillingRedirect();
  const label =
    action === "renew"
      ? t({ id: "membership.renew", message: "Renew membership" })
      : t({ id: "membership.upgrade", message: "Upgrade to member" });

  return (
    <div className="flex w-full flex-col gap-4">
      <IntervalChoice value={interval} onChange={chooseInterval} />
      <Button size="lg" className="self-start" loading={redirecting} onClick={() => checkout(interval)}>
        {redirecting ? t({ id: "membership.redirecting", message: "Redirecting to checkout…" }) : label}
      </Button>
    </div>
  );
}
