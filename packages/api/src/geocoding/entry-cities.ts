import { sql } from "kysely";

import type { Db } from "@bitelog/db";

import type { ContextDeps } from "../context";
import type { EntryView } from "../entries/entry-view";
import { cityOf } from "./gazetteer";

/** Entries placed in their town per statement of the sweep. */
const SWEEP_BATCH = 500;

/**
 * Entries whose town is still to be found: they have an address, and not the one it was looked up
 * for (migration 0016_entry_places). Implies the predicate of journal_entries_city_due_idx.
 */
function dueEntries(db: Db) {
  return db
    .selectFrom("journal_entries")
    .select(["id", "restaurant_address as address"])
    .where("restaurant_address", "is not", null)
    .where(sql<boolean>`restaurant_address is distinct from city_address`)
    .$narrowType<{ address: string }>();
}

interface Found {
  id: string;
  address: string;
  city: string | null;
  country: string | null;
}

async function lookUp(rows: readonly { id: string; address: string }[]): Promise<Found[]> {
  const found: Found[] = [];
  for (const { id, address } of rows) {
    const town = await cityOf(address);
    found.push({ id, address, city: town?.city ?? null, country: town?.country ?? null });
  }
  return found;
}

/**
 * Stores the towns found, each only if the entry's address is still the one looked up (a newer
 * edit wins; its own lookup follows). A miss is stored too, so the address is not looked up again.
 */
async function store(db: Db, found: readonly Found[]): Promise<void> {
  if (found.length === 0) return;
  const values = sql.join(
    found.map((row) => sql`(${row.id}::uuid, ${row.address}, ${row.city}, ${row.country})`),
  );
  await sql`update journal_entries as e
    set city = v.city, country = v.country, city_address = v.address
    from (values ${values}) as v(id, address, city, country)
    where e.id = v.id and e.restaurant_address = v.address`.execute(db);
}

/** Finds the town of one just-saved entry, if it is due (the gazetteer is in-process: no outside call). */
export async function placeEntryInCity(db: Db, entryId: string): Promise<void> {
  await store(db, await lookUp(await dueEntries(db).where("id", "=", entryId).execute()));
}

/**
 * Finds the towns of up to `limit` due entries: those saved before towns were stored, imported, or
 * whose save's own lookup did not run (a restart). Returns how many.
 */
export async function sweepEntryCities(db: Db, limit: number): Promise<number> {
  let done = 0;
  while (done < limit) {
    const due = await dueEntries(db)
      .limit(Math.min(SWEEP_BATCH, limit - done))
      .execute();
    await store(db, await lookUp(due));
    done += due.length;
    if (due.length < SWEEP_BATCH) break;
  }
  return done;
}

/** The lookups started after saves and not yet done, per database (see citiesSettled). */
const inFlight = new WeakMap<Db, Set<Promise<void>>>();

/**
 * Starts finding the town of a just-saved entry with an address, without waiting for it: the save
 * has committed and answers at once. Should this fail or never finish, the sweep finds the town.
 */
export function placeInCitySoon(
  deps: Pick<ContextDeps, "db" | "logger">,
  entry: Pick<EntryView, "id" | "restaurant_address">,
): void {
  if (entry.restaurant_address === null) return;
  let jobs = inFlight.get(deps.db);
  if (!jobs) {
    jobs = new Set();
    inFlight.set(deps.db, jobs);
  }
  const running = jobs;
  const job = placeEntryInCity(deps.db, entry.id)
    .catch((error: unknown) => {
      deps.logger.warn(
        { err: error, entryId: entry.id },
        "finding an entry's town failed; the sweep will retry",
      );
    })
    .finally(() => running.delete(job));
  running.add(job);
}

/** Resolves once the lookups started so far on this database are done (before it is closed). */
export async function citiesSettled(db: Db): Promise<void> {
  await Promise.all([...(inFlight.get(db) ?? new Set<Promise<void>>())]);
}
