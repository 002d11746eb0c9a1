import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The insights' figures (issue 35) kept per account and period, so that a journal that did not
 * change has its figures read rather than made again:
 * - users.insights_version: changes with every change to the account's entries, in the same
 *   transaction, a stored town included (which journal_version leaves alone, 0016).
 * - insights_figures: the figures of a period (a year, or 0 for all time) as they were at a
 *   version; they hold while that version is still the account's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column insights_version bigint not null default 0`.execute(db);
  await sql`create table insights_figures (
    user_id uuid not null references users(id) on delete cascade,
    period int not null check (period between 0 and 9999),
    version bigint not null,
    figures jsonb not null,
    primary key (user_id, period))`.execute(db);
  await sql`
    create function bump_insights_version() returns trigger language plpgsql as $$
    begin
      update users set insights_version = insights_version + 1
        where id in (select changed.user_id from changed_entries changed);
      return null;
    end $$`.execute(db);
  // One event per trigger, as transition tables require; each names its rows changed_entries.
  for (const [event, rows] of [
    ["insert", "new"],
    ["update", "new"],
    ["delete", "old"],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`journal_entries_${event}_bumps_insights`)}
        after ${sql.raw(event)} on journal_entries
        referencing ${sql.raw(rows)} table as changed_entries
        for each statement execute function bump_insights_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ["insert", "update", "delete"]) {
    await sql`drop trigger if exists ${sql.raw(`journal_entries_${event}_bumps_insights`)} on journal_entries`.execute(
      db,
    );
  }
  await sql`drop function if exists bump_insights_version()`.execute(db);
  await sql`drop table if exists insights_figures`.execute(db);
  await sql`alter table users drop column if exists insights_version`.execute(db);
}
