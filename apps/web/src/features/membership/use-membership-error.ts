import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";

import { useServerErrorText } from "../../lib/use-server-error-text";
import { toast } from "../shell/toaster";

export type MembershipFailure = "info" | "usage" | "checkout" | "portal" | "cancel" | "resume";

/**
 * docs/product.md §8: a membership call that failed is toasted with what was being done, and the known
 * error in the app's own words (the server's are English), else a default saying what failed.
 */
export function useMembershipErrorToast(): (failure: MembershipFailure, error: unknown) => void {
  const { t } = useLingui();
  const errorText = useServerErrorText();
  const texts = (failure: MembershipFailure): { title: string; fallback: string } => {
    switch (failure) {
      case "info":
        return {
          title: t({ id: "membership.loadError", message: "Your membership could not be loaded." }),
          fallback: t({ id: "membership.infoFailed", message: "Failed to fetch membership information" }),
        };
      case "usage":
        return {
          title: t({ id: "membership.loadError", message: "Your membership could not be loaded." }),
          fallback: t({ id: "membership.usageFailed", message: "Failed to fetch usage statistics" }),
        };
      case "checkout":
        return {
          title: t({ id: "membership.checkoutError", message: "The checkout could not be started." }),
          fallback: t({ id: "membership.checkoutFailed", message: "Failed to start the checkout" }),
        };
      case "portal":
        return {
          title: t({ id: "membership.portalError", message: "The billing portal could not be opened." }),
          fallback: t({ id: "membership.portalFailed", message: "Failed to open the billing portal" }),
        };
      case "cancel":
        return {
          title: t({ id: "membership.cancelError", message: "Your membership could not be cancelled." }),
          fallback: t({ id: "membership.cancelFailed", message: "Failed to cancel membership" }),
        };
      case "resume":
        return {
          title: t({ id: "membership.resumeError", message: "Your membership could not be resumed." }),
          fallback: t({ id: "membership.resumeFailed", message: "Failed to resume membership" }),
        };
    }
  };
  return (failure, error) => {
    const { title, fallback } = texts(failure);
    toast.error(title, { description: errorText.of(error, fallback) });
  };
}

/** Toasts a query's failure once when it happens (not on every render that still shows it). */
export function useFailureToast(failure: MembershipFailure, error: unknown): void {
  const report = useMembershipErrorToast();
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    report(failure, error);
  });
}
