import type { MembershipInfo } from "./use-membership";

type Membership = MembershipInfo["membership"];

/**
 * What a membership is, named once for the settings card, /membership and the account deletion
 * dialog, so they never describe one state two ways: the free plan; a member whose membership
 * renews (or has no end); one set to end with its period, still a member until then; one that
 * has ended (expired, or its subscription cancelled).
 */
export type MembershipState = "free" | "member" | "ending" | "ended";

export function membershipState(membership: Membership): MembershipState {
  if (membership.level === "free") return "free";
  if (membership.isExpired || membership.stripe_subscription_status === "canceled") return "ended";
  return membership.stripe_cancel_at_period_end ? "ending" : "member";
}
