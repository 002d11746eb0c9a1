import type { Db } from "@bitelog/db";

import type { Logger } from "./logger";
import type { Ports, VerifiedIdentity } from "./ports";
import { InvalidTokenError } from "./ports";

export interface Context {
  db: Db;
  ports: Ports;
  logger: Logger;
  /** The caller's identity from a valid ID token; null without one or with an invalid one. */
  user: VerifiedIdentity | null;
}

export interface ContextDeps {
  db: Db;
  ports: Ports;
  logger: Logger;
}

/** The bearer token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1] ?? null;
}

/** Builds the context of one call; an invalid token simply leaves `user` null (protected procedures answer 401). */
export async function createContext(deps: ContextDeps, token: string | null): Promise<Context> {
  let user: VerifiedIdentity | null = null;
  if (token) {
    try {
      user = await deps.ports.identity.verifyIdToken(token);
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
    }
  }
  return { ...deps, user };
}
