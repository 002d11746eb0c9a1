import { useQuery, useQueryClient } from "@tanstack/react-query";

import type { RouterOutputs } from "@bitelog/api";

import { freshFor, trpc } from "../../lib/trpc";

export type MembershipInfo = RouterOutputs["membership"]["info"];
export type MembershipUsage = RouterOutputs["membership"]["usage"];

/**
 * docs/product.md §7: membership info is always refetched (a payment or a webhook may have changed it since).
 */
export function useMembershipInfo() {
  return useQuery(trpc.membership.info.queryOptions(undefined, { staleTime: freshFor(0) }));
}

/** Entry and photo counts; refetched on every view, as entries change on other screens. */
export function useMembershipUsage() {
  return useQuery(trpc.membership.usage.queryOptions(undefined, { staleTime: freshFor(0) }));
}

/** Refreshes everything shown about the membership (after a payment, a cancel, a resume). */
export function useRefreshMembership(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.membership.pathKey() });
}
