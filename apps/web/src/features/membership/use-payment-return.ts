import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";

import { trpcClient } from "../../lib/trpc";
import { refreshSession } from "../auth/session-store";
import { toast } from "../shell/toaster";
import { useRefreshMembership } from "./use-membership";

/** What Stripe appends to /settings when the browser comes back from Checkout (docs/product.md §2). */
export interface PaymentReturn {
  payment?: "success" | "cancelled";
  session_id?: string;
}

/**
 * docs/product.md §2, §4: back from Checkout, the outcome is told in a toast and the address cleaned (history
 * replaced, so Back does not announce it again); after a payment the user and membership are re-read.
 */
export function usePaymentReturn({ payment, session_id: sessionId }: PaymentReturn): void {
  const { t } = useLingui();
  const navigate = useNavigate();
  const refreshMembership = useRefreshMembership();
  // React runs effects twice in development: each return is taken once.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const key = payment ? `${payment}:${sessionId ?? ""}` : null;
    if (!key || handled.current === key) return;
    handled.current = key;
    void navigate({ to: "/settings", search: {}, replace: true });
    if (payment === "cancelled") {
      toast.info(
        t({ id: "membership.paymentCancelled", message: "Payment cancelled. You have not been charged." }),
      );
      return;
    }
    if (!sessionId) return;
    toast.success(t({ id: "membership.paymentSuccess", message: "Payment successful. Welcome, member!" }));
    toast.info(t({ id: "membership.refreshing", message: "Refreshing your membership status…" }));
    // The provider's webhooks may still be on their way: ask the server to re-read the plan now.
    void trpcClient.membership.refresh
      .mutate()
      .catch(() => undefined)
      .finally(() => void refreshMembership());
    // The user as the server now has it; if this fails the session simply keeps the copy it has.
    refreshSession().catch(() => undefined);
  });
}
