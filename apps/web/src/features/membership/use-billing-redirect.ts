import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import type { BillingInterval } from "@bitelog/config";

import { trpc } from "../../lib/trpc";
import { useMembershipErrorToast } from "./use-membership-error";

/**
 * Stripe's pages: the server makes a Checkout or billing portal session and the browser goes to its
 * URL (docs/product.md §7). `redirecting` holds from the click until the page is left.
 */
export function useBillingRedirect() {
  const reportError = useMembershipErrorToast();
  const [leaving, setLeaving] = useState(false);
  const leaveFor = ({ url }: { url: string }) => {
    setLeaving(true);
    window.location.assign(url);
  };
  const checkout = useMutation(
    trpc.billing.createCheckoutSession.mutationOptions({
      onSuccess: leaveFor,
      onError: (error) => reportError("checkout", error),
    }),
  );
  const portal = useMutation(
    trpc.billing.createPortalSession.mutationOptions({
      onSuccess: leaveFor,
      onError: (error) => reportError("portal", error),
    }),
  );

  // Coming back with the browser's Back button can restore this page as it was left.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  return {
    checkout: (interval: BillingInterval) => checkout.mutate({ membershipLevel: "member", interval }),
    openPortal: () => portal.mutate(),
    redirecting: leaving || checkout.isPending || portal.isPending,
  };
}
