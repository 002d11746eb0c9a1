import { sql } from "kysely";

import type { Db, User } from "@bitelog/db";

import type { VerifiedIdentity } from "../ports";
import type { ExchangeInput, SettingsUpdate } from "./schemas";

/** The Bitelog account of a Firebase user, if the sign-in exchange has created it. */
export function findAccount(db: Db, firebaseUid: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("firebase_uid", "=", firebaseUid).executeTakeFirst();
}

/** The name shown for a new account: the identity's display name, else its e-mail address. */
function usernameFor(identity: VerifiedIdentity): string {
  return (identity.name ?? identity.email ?? "Bitelog user").slice(0, 200);
}

/**
 * Creates the account on first sign-in, or refreshes it (e-mail, language, time zone). One
 * statement, so two sign-ins racing for a new user end with one account.
 */
export async function upsertAccount(
  db: Db,
  identity: VerifiedIdentity,
  input: Partial<Pick<ExchangeInput, "timezone" | "preferred_language" | "dark_mode">>,
): Promise<User> {
  return db
    .insertInto("users")
    .values({
      firebase_uid: identity.uid,
      email: identity.email,
      username: usernameFor(identity),
      auth_provider: "firebase",
      ...(input.preferred_language ? { preferred_language: input.preferred_language } : {}),
      timezone: input.timezone ?? null,
      dark_mode: input.dark_mode ?? false,
    })
    .onConflict((conflict) =>
      conflict.column("firebase_uid").doUpdateSet((eb) => ({
        email: eb.ref("excluded.email"),
        preferred_language: input.preferred_language
          ? eb.ref("excluded.preferred_language")
          : eb.ref("users.preferred_language"),
        timezone: input.timezone ? eb.ref("excluded.timezone") : eb.ref("users.timezone"),
        updated_at: sql<Date>`now()`,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateSettings(db: Db, userId: string, update: SettingsUpdate): Promise<User> {
  return db
    .updateTable("users")
    .set({
      ...(update.dark_mode === undefined ? {} : { dark_mode: update.dark_mode }),
      ...(update.preferred_language ? { preferred_language: update.preferred_language } : {}),
      ...(update.timezone ? { timezone: update.timezone } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records the answer to the Terms of Service and when it was given (null once declined). */
export function setTosAcceptance(db: Db, userId: string, accepted: boolean, now: Date): Promise<User> {
  return db
    .updateTable("users")
    .set({ tos_accepted: accepted, tos_accepted_at: accepted ? now : null, updated_at: now })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
