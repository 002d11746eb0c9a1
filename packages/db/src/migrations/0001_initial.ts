import type { Kysely } from "kysely";
import { sql } from "kysely";

/** Must stay identical to SEARCH_DOCUMENT_SQL in ../search.ts (a test checks that queries use this index). */
const searchDocumentSql = `restaurant_name || E'\\x1f' || coalesce(restaurant_address, '') || E'\\x1f' || coalesce(comment, '')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable("users")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("firebase_uid", "text", (c) => c.unique())
    .addColumn("email", "text")
    .addColumn("username", "text", (c) => c.notNull().check(sql`length(username) between 1 and 200`))
    .addColumn("auth_provider", "text", (c) =>
      c
        .notNull()
        .defaultTo("firebase")
        .check(sql`auth_provider in ('firebase', 'legacy')`),
    )
    .addColumn("dark_mode", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("tos_accepted", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("tos_accepted_at", "timestamptz")
    .addColumn("preferred_language", "text", (c) =>
      c
        .notNull()
        .defaultTo("en")
        .check(sql`preferred_language in ('en', 'es', 'fr', 'de', 'it', 'pt')`),
    )
    .addColumn("timezone", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "users_firebase_has_uid",
      sql`auth_provider <> 'firebase' or firebase_uid is not null`,
    )
    .execute();

  await db.schema
    .createTable("journal_entries")
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
    .addColumn("visit_date", "date", (c) => c.notNull())
    .addColumn("rating", "smallint", (c) => c.check(sql`rating between 1 and 5`))
    .addColumn("comment", "text", (c) => c.check(sql`length(comment) <= 5000`))
    .addColumn("thumbnail_photo_id", "uuid")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "journal_entries_coordinates_pair",
      sql`(restaurant_latitude is null) = (restaurant_longitude is null)`,
    )
    .execute();

  // Dashboard order (case-insensitive by name) and browse by first letter, per user.
  await sql`create index journal_entries_user_name_idx on journal_entries (user_id, lower(restaurant_name))`.execute(
    db,
  );
  await sql`create index journal_entries_user_initial_idx on journal_entries (user_id, lower(left(restaurant_name, 1)))`.execute(
    db,
  );
  // Substring search over name, address and comment in one trigram index.
  await sql`create index journal_entries_search_idx on journal_entries using gin ((${sql.raw(searchDocumentSql)}) gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable("entry_photos")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("entry_id", "uuid", (c) => c.notNull().references("journal_entries.id").onDelete("cascade"))
    .addColumn("storage_path", "text", (c) => c.notNull().unique())
    .addColumn("thumbnail_path", "text", (c) => c.notNull().unique())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull().check(sql`size_bytes >= 0`))
    .addColumn("width", "integer", (c) => c.notNull().check(sql`width > 0`))
    .addColumn("height", "integer", (c) => c.notNull().check(sql`height > 0`))
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position >= 0`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("entry_photos_entry_idx")
    .on("entry_photos")
    .columns(["entry_id", "position"])
    .execute();

  await db.schema
    .alterTable("journal_entries")
    .addForeignKeyConstraint(
      "journal_entries_thumbnail_fk",
      ["thumbnail_photo_id"],
      "entry_photos",
      ["id"],
      (c) => c.onDelete("set null"),
    )
    .execute();

  await db.schema
    .createTable("memberships")
    .addColumn("user_id", "uuid", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("level", "text", (c) =>
      c
        .notNull()
        .defaultTo("free")
        .check(sql`level in ('free', 'member')`),
    )
    .addColumn("stripe_customer_id", "text", (c) => c.unique())
    .addColumn("stripe_subscription_id", "text", (c) => c.unique())
    .addColumn("stripe_subscription_status", "text")
    .addColumn("stripe_price_id", "text")
    .addColumn("stripe_cancel_at_period_end", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("stripe_subscription_current_period_end", "timestamptz")
    .addColumn("expiry_date", "timestamptz")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("stripe_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["stripe_events", "memberships", "journal_entries", "entry_photos", "users"]) {
    await db.schema.dropTable(table).ifExists().cascade().execute();
  }
}
