import type { Db, User } from "@bitelog/db";

/** The Bitelog account of a Firebase user, if the sign-in exchange has created it. */
export function findAccount(db: Db, firebaseUid: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("firebase_uid", "=", firebaseUid).executeTakeFirst();
}
