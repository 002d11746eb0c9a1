import type { AppUser } from "@bitelog/api/testing";
import type { Db } from "@bitelog/db";
import { createAppUser } from "@bitelog/api/testing";

/**
 * A signed-up user the main app lets in (Auth emulator account, verified e-mail, terms accepted)
 * on the member plan, so that no entry limit stops a benchmark.
 */
export async function createMember(db: Db): Promise<AppUser> {
  const user = await createAppUser(db);
  await db
    .insertInto("memberships")
    .values({ user_id: user.accountId, level: "member", expiry_date: new Date(Date.now() + 86_400_000) })
    .execute();
  return user;
}

/** The users row of an Auth emulator account signed up through the API. */
export async function accountIdOf(db: Db, firebaseUid: string): Promise<string> {
  const { id } = await db
    .selectFrom("users")
    .select("id")
    .where("firebase_uid", "=", firebaseUid)
    .executeTakeFirstOrThrow();
  return id;
}
