import type { RateLimit } from "@bitelog/config";
import type { Db } from "@bitelog/db";

import type { Logger } from "./logger";
import type { Ports, VerifiedIdentity } from "./ports";
import { InvalidTokenError } from "./ports";

export interface ContextDeps {
  db: Db;
  ports: Ports;
  logger: Logger;
  /** Where users reach the app (PUBLIC_URL): the base of links that bring them back, e.g. from payment. */
  publicUrl: string;
  /**
   * SHARE_LINK_SECRET: seals share-link tokens for their owners (see sharing/share-token.ts), and
   * under a label of its own signs photo tokens (photos/photo-access.ts).
   */
  shareLinkSecret: string;
  /**
   * How many calls a limit allows per window instead of its own figure, keyed by the limit itself
   * (one of RATE_LIMITS), so that a misspelt name cannot override nothing unnoticed.
   */
  rateLimitOverrides?: ReadonlyMap<RateLimit, number>;
}

export interface Context extends ContextDeps {
  /** The caller's identity from a valid ID token; null without one or with an invalid one. */
  user: VerifiedIdentity | null;
  /** The token `user` came from, for the calls that check it with the provider again. */
  idToken: string | null;
  /**
   * The network address the call came from (the server's HTTP layer sets it); null for calls made
   * in-process, which rate limits do not count.
   */
  clientAddress: string | null;
}

/** The bearer token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1] ?? null;
}

/** Builds the context of one call; an invalid token simply leaves `user` null (protected procedures answer 401). */
export async function createContext(
  deps: ContextDeps,
  token: string | null,
  clientAddress: string | null = null,
): Promise<Context> {
  let user: VerifiedIdentity | null = null;
  if (token) {
    try {
      user = await deps.ports.identity.verifyIdToken(token);
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
    }
  }
  return { ...deps, user, idToken: user ? token : null, clientAddress };
}
