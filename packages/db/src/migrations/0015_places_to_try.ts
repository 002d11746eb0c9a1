import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Places to try (issue 33): a want-to-go list per account. The name, address and position follow
 * journal_entries' rules (their checks, location_precision kept by 0007's trigger, geocoded_address
 * for the geocoding after a save and its sweep). A place that became a visit is not deleted but
 * marked removed, with the visit it became, so that the visit can be undone; it is off the list
 * (and outside the plan's count) meanwhile. Entries gain listed_since: since when the place of a
 * visit had been on the list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("places_to_try")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("restaurant_name", "text", (c) =>
      c.notNull().check(sql`length(btrim(restaurant_name)) between 1 and 200`),
    )
    .addColumn("restaurant_address", "text", (c) => c.check(sql`length(restaurant_address) <= 500`))
    .addColumn("restaurant_latitude", "double precision", (c) =>
      c.check(sql`restaurant_latitude between -90 and 90`),
    )
    .addColumn("restaurant_longitude", "double precision", (c) =>
      c.check(sql`restaurant_longitude between -180 and 180`),
    )
    .addColumn("location_precision", "text", (c) =>
      c.check(sql`location_precision in ('exact', 'approximate')`),
    )
    .addColumn("geocoded_address", "text")
    .addColumn("note", "text", (c) => c.check(sql`length(note) <= 2000`))
    .addColumn("source_url", "text", (c) => c.check(sql`length(source_url) <= 2048`))
    .addColumn("list_name", "text", (c) => c.check(sql`length(list_name) <= 200`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("removed_at", "timestamptz")
    // The visit may be deleted later; the place stays off the list.
    .addColumn("removed_for_entry_id", "uuid", (c) => c.references("journal_entries.id").onDelete("set null"))
    .addCheckConstraint(
      "places_to_try_coordinates_pair",
      sql`(restaurant_latitude is null) = (restaurant_longitude is null)`,
    )
    .addCheckConstraint(
      "places_to_try_location_pair_check",
      sql`(restaurant_latitude is null) = (location_precision is null)`,
    )
    .execute();

  await sql`
    create trigger places_to_try_keep_location_precision
      before insert or update on places_to_try
      for each row execute function keep_location_precision()`.execute(db);

  // The list, newest first, and the count the plan's limit is checked against.
  await sql`create index places_to_try_user_listed_idx on places_to_try (user_id, created_at desc, id desc)
    where removed_at is null`.execute(db);
  await sql`create index places_to_try_geocoding_due_idx on places_to_try (updated_at)
    where restaurant_address is not null and restaurant_latitude is null
      and geocoded_address is distinct from restaurant_address`.execute(db);

  await sql`alter table journal_entries add column listed_since timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table journal_entries drop column if exists listed_since`.execute(db);
  await db.schema.dropTable("places_to_try").ifExists().execute();
}
