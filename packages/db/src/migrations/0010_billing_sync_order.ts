import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The order of a membership's syncs with Stripe, now that Stripe is read outside any transaction
 * (a slow Stripe must not hold the user's row): each sync takes the next number before it reads
 * Stripe, and writes what it read only if no sync numbered later has written already. So of two
 * syncs whose reads cross, the later read is the one that stays, as when the row was held.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table memberships
    add column stripe_sync_requested bigint not null default 0,
    add column stripe_sync_applied bigint not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table memberships drop column stripe_sync_requested, drop column stripe_sync_applied`.execute(
    db,
  );
}
