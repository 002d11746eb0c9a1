import type { ParsedLocation } from "@tanstack/react-router";
import { redirect } from "@tanstack/react-router";

import type { SessionStore } from "./session-store";
import { settledSession } from "./session-store";

/** What a guard reads: the router context's session and the address being opened. */
interface GuardInput {
  context: { session: SessionStore };
  location: ParsedLocation;
}

/** Signed in, or sent to the landing page (docs/product.md §2). */
export async function requireSignedIn({ context }: GuardInput) {
  const session = await settledSession(context.session);
  if (session.status === "signedOut") throw redirect({ to: "/" });
  return session;
}

/**
 * The main app also needs a verified e-mail address. Someone signed out is brought back to the
 * screen they asked for once signed in.
 */
export async function requireVerified(input: GuardInput) {
  const session = await settledSession(input.context.session);
  if (session.status === "signedOut") throw redirect({ to: "/", search: { redirect: input.location.href } });
  if (!session.firebaseUser.emailVerified) throw redirect({ to: "/verify-email" });
  return session;
}

/**
 * And the terms accepted (docs/product.md §2): until then the terms screen stands in for the whole app, so no
 * screen behind it loads data the API refuses (403) before acceptance.
 */
export async function requireTermsAccepted(input: GuardInput) {
  const session = await requireVerified(input);
  if (session.needsToAcceptTOS)
    throw redirect({ to: "/accept-terms", search: { redirect: input.location.href } });
  return session;
}
