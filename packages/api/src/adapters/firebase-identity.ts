import { applicationDefault, deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

import type { IdentityPort, VerifiedIdentity } from "../ports";
import { InvalidTokenError } from "../ports";

export interface FirebaseIdentityOptions {
  projectId: string;
  /** With the Auth emulator, firebase-admin needs no credentials (it reads FIREBASE_AUTH_EMULATOR_HOST itself). */
  useEmulator: boolean;
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

  return {
    async verifyIdToken(token: string): Promise<VerifiedIdentity> {
      try {
        const decoded = await auth.verifyIdToken(token);
        const name: unknown = decoded.name;
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
          name: typeof name === "string" && name.trim() ? name.trim() : null,
          signInProvider: decoded.firebase.sign_in_provider,
        };
      } catch (error) {
        throw new InvalidTokenError("Invalid ID token", { cause: error });
      }
    },
    async deleteUser(uid: string) {
      await auth.deleteUser(uid);
    },
    close: () => deleteApp(app),
  };
}
