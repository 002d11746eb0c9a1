import { useLingui } from "@lingui/react/macro";

import type { MembershipInfo } from "./use-membership";
import { Badge } from "../../components/ui/badge";
import { useSession } from "../auth/use-session";
import { membershipState } from "./membership-state";
import { planPrice } from "./plan-figures";
import { useSubscriptionStatusName } from "./subscription-status-name";

type Membership = MembershipInfo["membership"];

/** A day in the reader's language and the user's time zone (the browser's when unknown). */
function formatDay(iso: string, locale: string, timeZone: string | null): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: timeZone ?? undefined }).format(
    new Date(iso),
  );
}

/**
 * docs/product.md §2: the plan badge (and Expired), then for a subscription its status with "access until"
 * (set to end), "ended on" (ended) or "next charge on", and for a membership without one "expires on".
 */
export function PlanStatus({ membership }: { membership: Membership }) {
  const { t, i18n } = useLingui();
  const statusName = useSubscriptionStatusName();
  const session = useSession();
  const timeZone = session.status === "signedIn" ? session.user.timezone : null;
  const day = (iso: string) => formatDay(iso, i18n.locale, timeZone);

  const status = membership.stripe_subscription_status;
  const periodEnd = membership.stripe_subscription_current_period_end;
  const state = membershipState(membership);

  const lines: string[] = [];
  if (membership.stripe_subscription_id && status) {
    const name = statusName(status);
    lines.push(t({ id: "membership.statusLine", message: `Status: ${name}` }));
    if (membership.billing_interval) {
      const price = planPrice(membership.billing_interval, i18n.locale);
      lines.push(
        membership.billing_interval === "month"
          ? t({ id: "membership.pricePerMonthLong", message: `${price} a month` })
          : t({ id: "membership.pricePerYearLong", message: `${price} a year` }),
      );
    }
    if (periodEnd) {
      const date = day(periodEnd);
      lines.push(
        state === "ended"
          ? t({ id: "membership.endedOn", message: `Ended on ${date}` })
          : state === "ending"
            ? t({ id: "membership.accessUntil", message: `Access until ${date}` })
            : t({ id: "membership.nextCharge", message: `Next charge on ${date}` }),
      );
    }
  } else if (membership.level !== "free" && membership.expiry_date) {
    const date = day(membership.expiry_date);
    lines.push(t({ id: "membership.expiresOn", message: `Expires on ${date}` }));
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">
          {t({ id: "membership.currentPlan", message: "Your plan" })}
        </span>
        <Badge variant={membership.level === "member" ? "primary" : "secondary"}>
          {membership.level === "member"
            ? t({ id: "membership.plan.member", message: "Member" })
            : t({ id: "membership.plan.free", message: "Free" })}
        </Badge>
        {membership.isExpired && (
          <Badge variant="destructive">{t({ id: "membership.expired", message: "Expired" })}</Badge>
        )}
      </div>
      {lines.map((line) => (
        <p key={line} className="text-sm text-muted-foreground">
          {line}
        </p>
      ))}
    </div>
  );
}
