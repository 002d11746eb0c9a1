import { useLingui } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";

import type { BillingInterval } from "@bitelog/config";

import { Button } from "../../components/ui/button";
import { IntervalChoice } from "./interval-choice";
import { MEMBERSHIP_CARD_ID } from "./membership-card-id";
import { useBillingRedirect } from "./use-billing-redirect";

/**
 * The way to the member plan (docs/product.md §2, §4): the billing period, then Stripe Checkout. Monthly is
 * chosen at first; `renew` words it for a membership that has ended.
 */
export function UpgradeOptions({ action = "upgrade" }: { action?: "upgrade" | "renew" }) {
  const { t } = useLingui();
  const [interval, chooseInterval] = useState<BillingInterval>("month");
  const { checkout, redirecting } = useBillingRedirect();
  // Arriving at the membership card's anchor (the entry-limit toast's Upgrade) is arriving to upgrade.
  const arrivedToUpgrade = useLocation({ select: (location) => location.hash === MEMBERSHIP_CARD_ID });
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!arrivedToUpgrade) return;
    button.current?.scrollIntoView({ block: "center" });
    button.current?.focus();
  }, [arrivedToUpgrade]);
  const label =
    action === "renew"
      ? t({ id: "membership.renew", message: "Renew membership" })
      : t({ id: "membership.upgrade", message: "Upgrade to member" });

  return (
    <div className="flex w-full flex-col gap-4">
      <IntervalChoice value={interval} onChange={chooseInterval} />
      <Button
        ref={button}
        size="lg"
        className="self-start"
        loading={redirecting}
        onClick={() => checkout(interval)}
      >
        {redirecting ? t({ id: "membership.redirecting", message: "Redirecting to checkout…" }) : label}
      </Button>
    </div>
  );
}
