import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The insights' figures (issue 35) kept per account and period, so that a journal that did not
 * change has its figures read rather than made again:
 * - insights_versions: a counter per account that every change to its entries bumps, in the same
 *   transaction, a stored town included (which journal_version leaves alone, 0016). It is a row of
 *   its own rather than a column of users, made with the account: a town is stored holding only
 *   its entry's row, and a writer holds the user's row before the entry's, so a town stored must
 *   not wait for the user's row (neither to bump it nor for a foreign key's check of a new row).
 *   Only updated here, a row of this table is always the last lock a writer takes.
 * - insights_figures: the figures of a period (a year, or 0 for all time) as they were at a
 *   version; they hold while that version is still the account's.
 * - journal_entries.place_key: the entry's place as the insights count places (the same name at
 *   the same address, case and surrounding spaces aside), stored so that making the figures
 *   reads it instead of working it out for every entry again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table journal_entries add column place_key text generated always as (
    lower(btrim(restaurant_name)) || E'\\x1f' || lower(coalesce(btrim(restaurant_address), ''))) stored`.execute(
    db,
  );
  await sql`create table insights_versions (
    user_id uuid primary key references users(id) on delete cascade,
    version bigint not null)`.execute(db);
  await sql`insert into insights_versions (user_id, version) select id, 0 from users`.execute(db);
  await sql`
    create function add_insights_version() returns trigger language plpgsql as $$
    begin
      insert into insights_versions (user_id, version) values (new.id, 0);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_insert_adds_insights_version after insert on users
      for each row execute function add_insights_version()`.execute(db);
  await sql`create table insights_figures (
    user_id uuid not null references users(id) on delete cascade,
    period int not null check (period between 0 and 9999),
    version bigint not null,
    figures jsonb not null,
    primary key (user_id, period))`.execute(db);
  await sql`
    create function bump_insights_version() returns trigger language plpgsql as $$
    begin
      update insights_versions set version = version + 1
        where user_id in (select changed.user_id from changed_entries changed);
      return null;
    end $$`.execute(db);
  // One event per trigger, as transition tables require; each names its rows changed_entries.
  // Triggers of an event fire in the order of their names: these come after the ones that bump
  // journal_version (0002, 0016), so that a writer takes the user's row before this one.
  for (const [event, rows] of [
    ["insert", "new"],
    ["update", "new"],
    ["delete", "old"],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`journal_entries_${event}_lastly_bumps_insights`)}
        after ${sql.raw(event)} on journal_entries
        referencing ${sql.raw(rows)} table as changed_entries
        for each statement execute function bump_insights_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ["insert", "update", "delete"]) {
    await sql`drop trigger if exists ${sql.raw(`journal_entries_${event}_lastly_bumps_insights`)} on journal_entries`.execute(
      db,
    );
  }
  await sql`drop function if exists bump_insights_version()`.execute(db);
  await sql`drop trigger if exists users_insert_adds_insights_version on users`.execute(db);
  await sql`drop function if exists add_insights_version()`.execute(db);
  await sql`drop table if exists insights_figures`.execute(db);
  await sql`drop table if exists insights_versions`.execute(db);
  await sql`alter table journal_entries drop column if exists place_key`.execute(db);
}
