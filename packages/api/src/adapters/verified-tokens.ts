import { hash } from "node:crypto";

import type { VerifiedIdentity } from "../ports";

/** Enough for every user active within an hour on one server copy; about a megabyte at most. */
const MAX_TOKENS = 5000;

/**
 * How long a verification is taken on trust: a user disabled at the provider acts no longer than
 * this on a copy that verified their token before (a deleted one not at all: every call reads the
 * account row, and the deletion records the uid so that no sign-in creates the row again).
 */
export const TRUSTED_FOR_MS = 5 * 60_000;

interface Verified {
  identity: VerifiedIdentity;
  /** When the token itself expires: it is never accepted after that. */
  expiresAtMs: number;
}

/**
 * ID tokens already verified (revocation included), for TRUSTED_FOR_MS or until they expire if
 * sooner. Every request of a session carries the same token for an hour, and its verification (a
 * round trip to the provider, for revocation) is most of the cost of a cheap request. Keyed by a
 * hash, oldest dropped first.
 */
export function createVerifiedTokens(now: () => number = Date.now) {
  const tokens = new Map<string, Verified>();
  // The one-shot hash: no Hash object per request.
  const keyOf = (token: string) => hash("sha256", token, "base64url");

  return {
    get(token: string): VerifiedIdentity | undefined {
      const key = keyOf(token);
      const hit = tokens.get(key);
      if (!hit) return undefined;
      if (hit.expiresAtMs <= now()) {
        tokens.delete(key);
        return undefined;
      }
      return hit.identity;
    },
    add(token: string, identity: VerifiedIdentity, expiresAtMs: number): void {
      if (tokens.size >= MAX_TOKENS) {
        const oldest = tokens.keys().next();
        if (!oldest.done) tokens.delete(oldest.value);
      }
      tokens.set(keyOf(token), { identity, expiresAtMs: Math.min(expiresAtMs, now() + TRUSTED_FOR_MS) });
    },
    /** Forgets a deleted user's tokens: they are refused from then on, as the provider refuses them. */
    forgetUser(uid: string): void {
      for (const [key, { identity }] of tokens) if (identity.uid === uid) tokens.delete(key);
    },
  };
}
