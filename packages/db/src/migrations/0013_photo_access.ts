import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Photo tokens (the `?token=` of image URLs) carry the generation they were minted in; logout
 * bumps it, so every token minted before is refused by every server copy at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column photo_access_generation integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column photo_access_generation`.execute(db);
}
