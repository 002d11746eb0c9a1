import { sql } from "kysely";

import type { Db, User } from "@bitelog/db";

import type { InsightsInput, YearInsights } from "./schemas";
import { yearInsights } from "./year-insights";

/**
 * The figures of a year (or all time, undefined): those kept for the period while the account's
 * entries have not changed since they were made, else made and kept. They are made in one
 * snapshot with the version they belong to, so figures kept late never pass for a newer version.
 */
export async function keptInsights(
  { db, account }: { db: Db; account: Pick<User, "id"> },
  { year }: InsightsInput,
): Promise<YearInsights> {
  const userId = account.id;
  const period = year ?? 0;
  const kept = await db
    .selectFrom("insights_figures as f")
    .innerJoin("insights_versions as v", "v.user_id", "f.user_id")
    .select(["f.figures", sql<boolean>`f.version = v.version`.as("current")])
    .where("f.user_id", "=", userId)
    .where("f.period", "=", period)
    .executeTakeFirst();
  if (kept?.current) return kept.figures as YearInsights;

  const made = await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const { version } = await trx
        .selectFrom("insights_versions")
        .select("version")
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return { version, figures: await yearInsights(trx, userId, year) };
    });
  // A year without visits is not kept: any of thousands could be asked for, and it is quick to make.
  if (year === undefined || made.figures.years.includes(year)) {
    await sql`insert into insights_figures (user_id, period, version, figures)
      values (${userId}, ${period}, ${made.version}, ${JSON.stringify(made.figures)}::jsonb)
      on conflict (user_id, period) do update set version = excluded.version, figures = excluded.figures
        where insights_figures.version < excluded.version`.execute(db);
  }
  return made.figures;
}
