import { useLingui } from "@lingui/react/macro";

/** The payment provider's subscription statuses in the reader's language (its own word when new). */
export function useSubscriptionStatusName(): (status: string) => string {
  const { t } = useLingui();
  const names: Partial<Record<string, string>> = {
    active: t({ id: "membership.status.active", message: "Active" }),
    trialing: t({ id: "membership.status.trialing", message: "Trial" }),
    past_due: t({ id: "membership.status.pastDue", message: "Payment overdue" }),
    unpaid: t({ id: "membership.status.unpaid", message: "Unpaid" }),
    canceled: t({ id: "membership.status.canceled", message: "Cancelled" }),
    incomplete: t({ id: "membership.status.incomplete", message: "Payment pending" }),
    incomplete_expired: t({ id: "membership.status.incompleteExpired", message: "Payment not completed" }),
    paused: t({ id: "membership.status.paused", message: "Paused" }),
  };
  return (status) => names[status] ?? status;
}
