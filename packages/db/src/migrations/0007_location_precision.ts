import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Where an entry's coordinates came from, for the map to say so:
 * - location_precision: 'exact' (a place picked or a pin placed, or an address the geocoder found)
 *   or 'approximate' (only the city the address names), null without coordinates. A trigger keeps
 *   it with the coordinates whoever writes them: coordinates that change without a precision of
 *   their own are exact (a person placed them), unchanged ones keep theirs, none have none.
 * - geocoded_address: the address the server last geocoded (or tried to, in vain). An entry with an
 *   address, no coordinates and a different geocoded_address is still to be geocoded, which is what
 *   the sweep looks for (through the partial index) after a crash or for entries written by an import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table journal_entries
    add column location_precision text check (location_precision in ('exact', 'approximate')),
    add column geocoded_address text`.execute(db);
  await sql`update journal_entries set location_precision = 'exact' where restaurant_latitude is not null`.execute(
    db,
  );
  await sql`alter table journal_entries add constraint journal_entries_location_pair_check
    check ((restaurant_latitude is null) = (location_precision is null))`.execute(db);

  await sql`
    create function keep_location_precision() returns trigger language plpgsql as $$
    begin
      if new.restaurant_latitude is null then
        new.location_precision := null;
      elsif tg_op = 'INSERT' then
        new.location_precision := coalesce(new.location_precision, 'exact');
      elsif (new.restaurant_latitude, new.restaurant_longitude)
              is distinct from (old.restaurant_latitude, old.restaurant_longitude)
            and new.location_precision is not distinct from old.location_precision then
        new.location_precision := 'exact';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger journal_entries_keep_location_precision
      before insert or update on journal_entries
      for each row execute function keep_location_precision()`.execute(db);

  await sql`create index journal_entries_geocoding_due_idx on journal_entries (updated_at)
    where restaurant_address is not null and restaurant_latitude is null
      and geocoded_address is distinct from restaurant_address`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists journal_entries_keep_location_precision on journal_entries`.execute(db);
  await sql`drop function if exists keep_location_precision()`.execute(db);
  await sql`alter table journal_entries
    drop column if exists location_precision,
    drop column if exists geocoded_address`.execute(db);
}
