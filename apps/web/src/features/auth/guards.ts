import { redirect } from "@tanstack/react-router";

import { settledSession } from "./session-store";

/** Signed in, or sent to the landing page (spec §2). */
export async function requireSignedIn() {
  const session = await settledSession();
  if (session.status === "signedOut") throw redirect({ to: "/" });
  return session;
}

/** The main app also needs a verified e-mail address. */
export async function requireVerified() {
  const session = await requireSignedIn();
  if (!session.firebaseUser.emailVerified) throw redirect({ to: "/verify-email" });
  return session;
}
