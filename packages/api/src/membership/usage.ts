import type { Db, User } from "@bitelog/db";

/** docs/product.md §7, /membership/usage: what the user keeps, to compare with the plan's limits. */
export interface MembershipUsage {
  entryCount: number;
  totalPhotos: number;
}

export async function membershipUsage({
  db,
  account,
}: {
  db: Db;
  account: Pick<User, "id">;
}): Promise<MembershipUsage> {
  const userId = account.id;
  return db
    .selectFrom("journal_entries")
    .leftJoin("entry_photos", "entry_photos.entry_id", "journal_entries.id")
    .select((eb) => [
      eb.fn.count<number>("journal_entries.id").distinct().as("entryCount"),
      eb.fn.count<number>("entry_photos.id").as("totalPhotos"),
    ])
    .where("journal_entries.user_id", "=", userId)
    .executeTakeFirstOrThrow();
}
