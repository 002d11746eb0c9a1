import type { z } from "zod";

import type { User } from "@bitelog/db";

import type { VerifiedIdentity } from "../ports";
import type { userViewSchema } from "./schemas";

/** The user as the web app and REST clients see it (docs/product.md §3). */
export type UserView = z.infer<typeof userViewSchema>;

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
