import { applicationDefault, deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

import type { IdentityPort, VerifiedIdentity } from "../ports";
import { AppError } from "../errors";
import { InvalidTokenError } from "../ports";
import { createVerifiedTokens } from "./verified-tokens";

export interface FirebaseIdentityOptions {
  projectId: string;
  /** With the Auth emulator, firebase-admin needs no credentials (it reads FIREBASE_AUTH_EMULATOR_HOST itself). */
  useEmulator: boolean;
}

/** Seconds a client is asked to wait while Firebase Auth cannot be asked about a token. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Firebase Auth could not be reached or failed on its side (firebase-admin's `app/…` codes and
 * `auth/internal-error`): no verdict on the token, which may well be valid.
 */
function isProviderUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("app/") || code === "auth/internal-error");
}

/** 503: trying again in a moment may well succeed. */
function signInServiceUnavailable(cause: unknown, message: string): AppError {
  return new AppError(
    "SERVICE_UNAVAILABLE",
    { error: "Sign-in service unavailable", code: "SIGN_IN_SERVICE_UNAVAILABLE", message },
    { cause, retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
}

/**
 * Firebase Auth through firebase-admin. Every app gets its own name so several servers (or tests)
 * can live in one process.
 */
export function createFirebaseIdentity(
  options: FirebaseIdentityOptions,
): IdentityPort & { close(): Promise<void> } {
  const app = initializeApp(
    {
      projectId: options.projectId,
      ...(options.useEmulator ? {} : { credential: applicationDefault() }),
    },
    `bitelog-${options.projectId}-${crypto.randomUUID()}`,
  );
  const auth = getAuth(app);
  const verified = createVerifiedTokens();

  return {
    async verifyIdToken(token: string, { checkRevoked = false } = {}): Promise<VerifiedIdentity> {
      const known = checkRevoked ? undefined : verified.get(token);
      if (known) return known;
      try {
        // Always with revocation: a deleted or disabled user's token is refused from then on.
        const decoded = await auth.verifyIdToken(token, true);
        const name: unknown = decoded.name;
        const identity = {
          uid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
          name: typeof name === "string" && name.trim() ? name.trim() : null,
          signInProvider: decoded.firebase.sign_in_provider,
        };
        verified.add(token, identity, decoded.exp * 1000);
        return identity;
      } catch (error) {
        // A 401 would sign the user out; the provider's own trouble is worth trying again instead.
        if (isProviderUnavailable(error)) {
          throw signInServiceUnavailable(
            error,
            "Your sign-in could not be checked at the moment. Please try again in a few seconds.",
          );
        }
        throw new InvalidTokenError("Invalid ID token", { cause: error });
      }
    },
    // firebase-admin gives each call to Firebase Auth a timeout of its own.
    async setUserDisabled(uid: string, disabled: boolean) {
      verified.forgetUser(uid);
      try {
        await auth.updateUser(uid, { disabled });
      } catch (error) {
        if (!isProviderUnavailable(error)) throw error;
        throw signInServiceUnavailable(
          error,
          "The sign-in service cannot be reached at the moment. Please try again in a few seconds.",
        );
      }
    },
    async deleteUser(uid: string) {
      verified.forgetUser(uid);
      await auth.deleteUser(uid);
    },
    close: () => deleteApp(app),
  };
}
