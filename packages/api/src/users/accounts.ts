import DataLoader from "dataloader";
import { sql } from "kysely";

import type { Db, User } from "@bitelog/db";
import { onAccountChange } from "@bitelog/db";

import type { Ports, VerifiedIdentity } from "../ports";
import type { ExchangeInput, SettingsUpdate, TosAcceptanceInput } from "./schemas";
import { AppError } from "../errors";

/**
 * The answer to a deleted account's identity, wherever its token still reaches: the sign-in
 * exchange, or a server copy that verified the token before the deletion.
 */
export function accountDeletedError(): AppError {
  return new AppError("UNAUTHORIZED", {
    error: "Account deleted",
    message: "This account has been deleted. Sign up again to start a new journal.",
    code: "ACCOUNT_DELETED",
  });
}

/** The uids among `uids` whose accounts were deleted (see recordDeletedIdentity). */
async function deletedIdentities(db: Db, uids: readonly string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await db.selectFrom("deleted_identities").select("uid").where("uid", "in", uids).execute();
  return new Set(rows.map((row) => row.uid));
}

/**
 * Written in the account deletion's transaction: from its commit on, the uid never has an account
 * again (the exchange refuses it, and so does every call of a copy that still trusts its token).
 */
export async function recordDeletedIdentity(trx: Db, firebaseUid: string): Promise<void> {
  await trx
    .insertInto("deleted_identities")
    .values({ uid: firebaseUid })
    .onConflict((conflict) => conflict.column("uid").doNothing())
    .execute();
}

/** Accounts read before, per database that tells of every change to one (PGlite: see accountReadsOf). */
interface KeptAccounts {
  byUid: Map<string, User>;
  /** Changes told so far: a read that one overtook is not kept, as it may hold the row before it. */
  changes: number;
}

/** How one database's accounts are read. */
interface AccountReads {
  /** Gathers the account reads of calls that arrive together. */
  reader: DataLoader<string, User | undefined>;
  /** Null where no read may be kept (see accountReadsOf). */
  kept: KeptAccounts | null;
}

/** Accounts kept per database, at most: the oldest kept goes first. */
const MAX_KEPT_ACCOUNTS = 10_000;

const accountReads = new WeakMap<Db, AccountReads>();

/** The account of each of `uids` (in their order), or accountDeletedError, or none. */
async function readAccounts(db: Db, uids: readonly string[]): Promise<(User | Error | undefined)[]> {
  // Calls of one user that arrive together (a client's parallel requests) read its row once.
  const distinct = [...new Set(uids)];
  const rows = await db.selectFrom("users").selectAll().where("firebase_uid", "in", distinct).execute();
  const byUid = new Map(rows.map((row) => [row.firebase_uid, Object.freeze(row)]));
  // Only a uid without an account costs the second query: rare, and never for a signed-in user.
  const deleted = await deletedIdentities(
    db,
    distinct.filter((uid) => !byUid.has(uid)),
  );
  return uids.map((uid) => (deleted.has(uid) ? accountDeletedError() : byUid.get(uid)));
}

/**
 * The reader of `db`'s accounts and the accounts it keeps. Reads are kept only for a database whose
 * every change this process is told of before the writer goes on (onAccountChange): a kept row
 * then stands in for a read, as each call must still see every write committed before it came.
 */
function accountReadsOf(db: Db): AccountReads {
  let reads = accountReads.get(db);
  if (!reads) {
    const kept: KeptAccounts = { byUid: new Map(), changes: 0 };
    const told = onAccountChange(db, (uid) => {
      kept.byUid.delete(uid);
      kept.changes++;
    });
    reads = {
      reader: new DataLoader<string, User | undefined>((uids) => readAccounts(db, uids), {
        cache: false,
        batchScheduleFn: (read) => setImmediate(read),
        maxBatchSize: 500,
      }),
      kept: told ? kept : null,
    };
    accountReads.set(db, reads);
  }
  return reads;
}

/**
 * The Bitelog account of a Firebase user, if the sign-in exchange has created it; rejects with
 * accountDeletedError once it has been deleted. Needed by every call (it also says whether the
 * journal kept in memory is current), and so read in batches: the calls that arrive together (in
 * one turn of the event loop) are answered by one query, made once they have all arrived. Each call
 * still reads after it came, so it sees every write committed before; under load one query serves
 * many calls, and the database's work per call falls with it (bench/api.ts measures the list).
 * On PGlite, an account read is kept until a change to its row is told (accountReadsOf): the
 * embedded database's queries run on this thread, and the read was most of a cached answer's work.
 * The answer is frozen: the calls read together share it.
 */
export async function findAccount(db: Db, firebaseUid: string): Promise<User | undefined> {
  const { reader, kept } = accountReadsOf(db);
  const known = kept?.byUid.get(firebaseUid);
  if (known) return known;
  const changesBefore = kept?.changes;
  const account = await reader.load(firebaseUid);
  if (kept && account && kept.changes === changesBefore) {
    if (kept.byUid.size >= MAX_KEPT_ACCOUNTS) kept.byUid.delete(kept.byUid.keys().next().value ?? "");
    kept.byUid.set(firebaseUid, account);
  }
  return account;
}

/** The name shown for a new account: the identity's display name, else its e-mail address. */
function usernameFor(identity: VerifiedIdentity): string {
  return (identity.name ?? identity.email ?? "Bitelog user").slice(0, 200);
}

/**
 * Creates the account on first sign-in, or refreshes it (e-mail, time zone). The browser's
 * language and theme only start a new account: afterwards the account's own choice wins, whatever
 * browser signs in (a French speaker signing in from an English browser keeps French). One upsert,
 * so two sign-ins racing for a new user end with one account.
 *
 * A deleted account's uid is refused (accountDeletedError), in the upsert's transaction and after
 * it: an upsert meeting a deletion in flight waits for it (for the row it locked, or the unique
 * firebase_uid it removes), so once the upsert is done, that deletion has committed its tombstone
 * and the check, a statement of its own, sees it (read committed; PGlite runs one transaction at a
 * time). A deletion that comes later finds the row and deletes it.
 */
export async function upsertAccount(
  { db, identity }: { db: Db; identity: VerifiedIdentity },
  input: Partial<Pick<ExchangeInput, "timezone" | "preferred_language" | "dark_mode">>,
): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .insertInto("users")
      .values({
        firebase_uid: identity.uid,
        email: identity.email,
        username: usernameFor(identity),
        auth_provider: "firebase",
        ...(input.preferred_language ? { preferred_language: input.preferred_language } : {}),
        timezone: input.timezone ?? null,
        dark_mode: input.dark_mode ?? false,
      })
      .onConflict((conflict) =>
        conflict.column("firebase_uid").doUpdateSet((eb) => ({
          email: eb.ref("excluded.email"),
          timezone: input.timezone ? eb.ref("excluded.timezone") : eb.ref("users.timezone"),
          updated_at: sql<Date>`now()`,
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    if ((await deletedIdentities(trx, [identity.uid])).size > 0) throw accountDeletedError();
    return account;
  });
}

/**
 * A change to the caller's account row, which a deletion (on any server copy) may have removed since
 * the call read it: then the caller is told so (401), not given a server error.
 */
async function changedAccount(change: Promise<User | undefined>): Promise<User> {
  const account = await change;
  if (!account) throw accountDeletedError();
  return account;
}

/** What a change to the caller's own account takes. */
interface OwnAccountDeps {
  db: Db;
  account: Pick<User, "id">;
}

export function updateSettings({ db, account }: OwnAccountDeps, update: SettingsUpdate): Promise<User> {
  return changedAccount(
    db
      .updateTable("users")
      .set({
        ...(update.dark_mode === undefined ? {} : { dark_mode: update.dark_mode }),
        ...(update.preferred_language ? { preferred_language: update.preferred_language } : {}),
        ...(update.timezone ? { timezone: update.timezone } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where("id", "=", account.id)
      .returningAll()
      .executeTakeFirst(),
  );
}

/** Records the answer to the Terms of Service and when it was given (null once declined). */
export function setTosAcceptance(
  { db, ports, account }: OwnAccountDeps & { ports: Pick<Ports, "clock"> },
  { accepted }: TosAcceptanceInput,
): Promise<User> {
  const now = ports.clock.now();
  return changedAccount(
    db
      .updateTable("users")
      .set({ tos_accepted: accepted, tos_accepted_at: accepted ? now : null, updated_at: now })
      .where("id", "=", account.id)
      .returningAll()
      .executeTakeFirst(),
  );
}
