import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  validatePassword,
} from "firebase/auth";

import { TIMINGS } from "@bitelog/config";

import { auth } from "../../lib/firebase";
import { authErrorCode } from "./auth-error-code";
import { withoutSession } from "./session-store";

/** Where the e-mail links of the identity provider continue to (docs/product.md §7). */
export function actionContinueUrl(mode: "verifyEmail" | "resetPassword"): string {
  return `${window.location.origin}/auth-action?mode=${mode}`;
}

export async function sendVerificationEmail(): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error("Authentication required");
  await sendEmailVerification(user, { url: actionContinueUrl("verifyEmail") });
}

/** Signs in; resolves whether the address still needs verifying. Failures leave nobody signed in. */
export async function logInWithPassword(
  email: string,
  password: string,
): Promise<{ emailVerified: boolean }> {
  try {
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    return { emailVerified: user.emailVerified };
  } catch (error) {
    await signOut(auth);
    throw error;
  }
}

/**
 * Registers, sends the verification e-mail and signs out again: the person then logs in (docs/product.md §4).
 * A filled honeypot fakes success after a second without calling anyone (docs/product.md §5).
 */
export async function register(email: string, password: string, honeypot: string): Promise<void> {
  if (honeypot.trim() !== "") {
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.fakeSignUpDelayMs));
    return;
  }
  try {
    await withoutSession(async () => {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await sendEmailVerification(user, { url: actionContinueUrl("verifyEmail") });
      await signOut(auth);
    });
  } catch (error) {
    // docs/product.md §5: after a password-policy refusal the policy is fetched again for the next attempt.
    if (authErrorCode(error) === "password-does-not-meet-requirements")
      await validatePassword(auth, password).catch(() => null);
    throw error;
  }
}

/**
 * Sends the reset link. An unknown address is answered as a known one is: telling them apart
 * would tell anyone which addresses have an account (the provider only hides it when its
 * e-mail enumeration protection is on).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/` });
  } catch (error) {
    if (authErrorCode(error) !== "user-not-found") throw error;
  }
}
