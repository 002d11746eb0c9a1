import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The town and country of each entry, for the insights (issue 35): found once from the address by
 * the bundled gazetteer, when the entry is saved or by the housekeeping sweep (existing entries,
 * imports), and stored, so that a year's figures are an aggregate and no lookup per request.
 * - city, country: the town as the gazetteer names it, and its ISO 3166-1 alpha-2 code; null when
 *   the address names no town the gazetteer knows, or there is no address.
 * - city_address: the address they were looked up for. An entry whose address differs is due (the
 *   partial index holds exactly those); a trigger forgets the town when the address changes, so a
 *   stale town is never counted while the new one is looked up.
 * Storing a town changes nothing the journal shows, so it does not bump users.journal_version
 * (0002): a lookup after a save neither empties the journal's cache nor waits on the user's row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table journal_entries
    add column city text,
    add column country text check (country ~ '^[A-Z]{2}$'),
    add column city_address text`.execute(db);

  await sql`
    create function forget_entry_city() returns trigger language plpgsql as $$
    begin
      if new.restaurant_address is distinct from old.restaurant_address
         and new.city_address is not distinct from old.city_address then
        new.city := null;
        new.country := null;
        new.city_address := null;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger journal_entries_forget_city
      before update on journal_entries
      for each row execute function forget_entry_city()`.execute(db);

  await sql`
    create function bump_journal_version_of_entry_updates() returns trigger language plpgsql as $$
    begin
      update users set journal_version = journal_version + 1
        where id in (
          select changed.user_id from changed_entries changed
            join previous_entries previous on previous.id = changed.id
          where to_jsonb(changed) - 'city' - 'country' - 'city_address'
                is distinct from to_jsonb(previous) - 'city' - 'country' - 'city_address');
      return null;
    end $$`.execute(db);
  await sql`drop trigger journal_entries_update_bumps_version on journal_entries`.execute(db);
  await sql`
    create trigger journal_entries_update_bumps_version
      after update on journal_entries
      referencing old table as previous_entries new table as changed_entries
      for each statement execute function bump_journal_version_of_entry_updates()`.execute(db);

  await sql`create index journal_entries_city_due_idx on journal_entries (id)
    where restaurant_address is distinct from city_address`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists journal_entries_update_bumps_version on journal_entries`.execute(db);
  await sql`drop function if exists bump_journal_version_of_entry_updates()`.execute(db);
  await sql`
    create trigger journal_entries_update_bumps_version
      after update on journal_entries
      referencing new table as changed_entries
      for each statement execute function bump_journal_version_of_entries()`.execute(db);
  await sql`drop trigger if exists journal_entries_forget_city on journal_entries`.execute(db);
  await sql`drop function if exists forget_entry_city()`.execute(db);
  await sql`alter table journal_entries
    drop column if exists city, drop column if exists country, drop column if exists city_address`.execute(
    db,
  );
}
