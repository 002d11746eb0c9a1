import type { User } from "@bitelog/db";

import type { VerifiedIdentity } from "../ports";

/** The user as the web app and REST clients see it (spec §3). */
export interface UserView {
  id: string;
  username: string;
  email: string | null;
  dark_mode: boolean;
  tos_accepted: boolean;
  tos_accepted_at: string | null;
  preferred_language: string;
  timezone: string | null;
  authProvider: "firebase" | "legacy";
  firebaseUid: string | null;
  emailVerified: boolean;
}

export function toUserView(user: User, identity: VerifiedIdentity): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    dark_mode: user.dark_mode,
    tos_accepted: user.tos_accepted,
    tos_accepted_at: user.tos_accepted_at?.toISOString() ?? null,
    preferred_language: user.preferred_language,
    timezone: user.timezone,
    authProvider: user.auth_provider,
    firebaseUid: user.firebase_uid,
    emailVerified: identity.emailVerified,
  };
}
