import type { Db } from "@bitelog/db";

/** Entries written straight to the table, "Seeded 0", "Seeded 1"…: fast set-up for limits and counts. */
export async function seedEntries(db: Db, userId: string, count: number): Promise<void> {
  if (count <= 0) return;
  await db
    .insertInto("journal_entries")
    .values(
      Array.from({ length: count }, (_, i) => ({
        user_id: userId,
        restaurant_name: `Seeded ${i}`,
        visit_date: "2025-01-01",
      })),
    )
    .execute();
}

/** How many entries the account has, counted in the table. */
export async function countEntries(db: Db, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom("journal_entries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return n;
}
