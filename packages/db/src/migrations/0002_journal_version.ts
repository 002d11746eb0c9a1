import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * users.journal_version changes whenever the user's entries or their photos do, in the same
 * transaction, whichever server copy or statement made the change. A copy that keeps a journal's
 * read model in memory checks it against this number (read with the account on every request), so
 * it never answers a stale list. Statement-level triggers: a bulk insert bumps it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column journal_version bigint not null default 0`.execute(db);

  await sql`
    create function bump_journal_version_of_entries() returns trigger language plpgsql as $$
    begin
      update users set journal_version = journal_version + 1
        where id in (select user_id from changed_entries);
      return null;
    end $$`.execute(db);
  await sql`
    create function bump_journal_version_of_photos() returns trigger language plpgsql as $$
    begin
      update users set journal_version = journal_version + 1
        where id in (select journal_entries.user_id from journal_entries
                     join changed_photos on changed_photos.entry_id = journal_entries.id);
      return null;
    end $$`.execute(db);

  // A trigger with transition tables handles one kind of event, hence one per event. After an
  // update, the new rows name the owner (entries never change owner).
  for (const [event, rows] of [
    ["insert", "new"],
    ["update", "new"],
    ["delete", "old"],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`journal_entries_${event}_bumps_version`)}
        after ${sql.raw(event)} on journal_entries
        referencing ${sql.raw(rows)} table as changed_entries
        for each statement execute function bump_journal_version_of_entries()`.execute(db);
    await sql`
      create trigger ${sql.raw(`entry_photos_${event}_bumps_version`)}
        after ${sql.raw(event)} on entry_photos
        referencing ${sql.raw(rows)} table as changed_photos
        for each statement execute function bump_journal_version_of_photos()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ["insert", "update", "delete"]) {
    await sql`drop trigger if exists ${sql.raw(`journal_entries_${event}_bumps_version`)} on journal_entries`.execute(
      db,
    );
    await sql`drop trigger if exists ${sql.raw(`entry_photos_${event}_bumps_version`)} on entry_photos`.execute(
      db,
    );
  }
  await sql`drop function if exists bump_journal_version_of_entries()`.execute(db);
  await sql`drop function if exists bump_journal_version_of_photos()`.execute(db);
  await sql`alter table users drop column if exists journal_version`.execute(db);
}
