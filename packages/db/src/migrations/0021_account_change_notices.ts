import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * A change to an account's row (its settings, Terms answer, photo access generation, or
 * journal_version bumped by the triggers of 0002_journal_version) or its deletion names the
 * account's Firebase uid on the account_changes channel, at commit: a server that keeps accounts in
 * memory drops the one named (onAccountChange in database.ts). Only a session that listens is told: PGlite's one session, whose
 * server is its only writer. PostgreSQL's sessions never listen, so their writes queue no notices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_account_change() returns trigger language plpgsql as $$
    begin
      if old.firebase_uid is not null
        and 'account_changes' = any (array(select pg_listening_channels())) then
        perform pg_notify('account_changes', old.firebase_uid);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_change_notifies after update or delete on users
      for each row execute function notify_account_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_change_notifies on users`.execute(db);
  await sql`drop function if exists notify_account_change()`.execute(db);
}
