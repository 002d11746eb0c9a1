import { sql } from "kysely";

import type { Db } from "@bitelog/db";

import type { YearInsights } from "./schemas";
import { yearInsights } from "./year-insights";

/**
 * The figures of a year (or all time, undefined): those kept for the period while the account's
 * entries have not changed since they were made, else made and kept. They are made in one
 * snapshot with the version they belong to, so figures kept late never pass for a newer version.
 */
export async function keptInsights(db: Db, userId: string, year: number | undefined): Promise<YearInsights> {
  const period = year ?? 0;
  const kept = await db
    .selectFrom("users as u")
    .leftJoin("insights_figures as f", (join) =>
      join.onRef("f.user_id", "=", "u.id").on("f.period", "=", period),
    )
    .select(["u.insights_version", "f.version", "f.figures"])
    .where("u.id", "=", userId)
    .executeTakeFirstOrThrow();
  if (kept.version === kept.insights_version && kept.figures) return kept.figures as YearInsights;

  const made = await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const { insights_version } = await trx
        .selectFrom("users")
        .select("insights_version")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      return { version: insights_version, figures: await yearInsights(trx, userId, year) };
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
