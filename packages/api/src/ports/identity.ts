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
  /**
   * Resolves the token's identity, or rejects with InvalidTokenError (malformed, expired, forged,
   * other project; its user deleted, disabled or signed out everywhere), or with a 503 AppError when
   * the provider cannot give a verdict. A token verified a moment ago may be taken on trust;
   * `checkRevoked` asks the provider now, for the calls where a user that no longer exists must not
   * act (creating or deleting an account).
   */
  verifyIdToken(token: string, options?: { checkRevoked?: boolean }): Promise<VerifiedIdentity>;
  /**
   * Disables (or enables again) the user at the provider: a disabled user's tokens are refused
   * wherever they are checked with the provider, and no new ones are issued. Rejects with a 503
   * AppError when the provider cannot be reached.
   */
  setUserDisabled(uid: string, disabled: boolean): Promise<void>;
  deleteUser(uid: string): Promise<void>;
}
