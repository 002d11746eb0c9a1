/** Who a valid ID token says the caller is. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** "password", "google.com", "facebook.com", … */
  signInProvider: string | null;
}

export class InvalidTokenError extends Error {
  override name = "InvalidTokenError";
}

/** The identity provider (Firebase Auth, or its emulator). */
export interface IdentityPort {
  /** Resolves the token's identity, or rejects with InvalidTokenError (malformed, expired, forged, other project). */
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
  deleteUser(uid: string): Promise<void>;
}
