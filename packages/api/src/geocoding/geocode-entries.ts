import { sql } from "kysely";

import type { Db } from "@bitelog/db";

import type { ContextDeps } from "../context";
import type { GeocodedLocation } from "../ports";
import { locateCity } from "./gazetteer";

type GeocodingDeps = Pick<ContextDeps, "db" | "ports" | "logger">;

/** The tables of placed things: visits, and places to try (issue 33), geocoded alike. */
export type GeocodedTable = "journal_entries" | "places_to_try";
const GEOCODED_TABLES: readonly GeocodedTable[] = ["journal_entries", "places_to_try"];

/** What geocodeSoon needs of a just-saved row (an entry's or a place's view). */
interface SavedPlace {
  id: string;
  restaurant_address: string | null;
  restaurant_latitude: number | null;
}

/** Where an address is: the outside geocoder's answer, else (off, failing, too slow, no match) its city. */
export async function locateAddress(
  deps: Pick<ContextDeps, "ports" | "logger">,
  address: string,
): Promise<GeocodedLocation | null> {
  if (deps.ports.geocoder) {
    try {
      const found = await deps.ports.geocoder.locate(address);
      if (found) return found;
    } catch (error) {
      deps.logger.warn({ err: error }, "the geocoder did not answer; placing the address at its city");
    }
  }
  return locateCity(address);
}

/**
 * The matcher whose lookups geocoded_address records, after the address and a separator no address
 * holds. Raising it when the gazetteer places more addresses has every entry it left unplaced tried
 * once more (an address recorded without it is from the first matcher).
 */
const MATCHER_VERSION = 2;
const triedMark = `\u001f${MATCHER_VERSION}`;
const tried = (address: string) => address + triedMark;

/**
 * Rows still to be geocoded: with an address, without coordinates, and not geocoded (nor tried)
 * as the address now reads by this matcher. Implies the predicate of the table's
 * *_geocoding_due_idx, whose rows it reads.
 */
function dueRows(db: Db, table: GeocodedTable) {
  return db
    .selectFrom(table)
    .where("restaurant_address", "is not", null)
    .where("restaurant_latitude", "is", null)
    .where(sql<boolean>`geocoded_address is distinct from restaurant_address`)
    .where(sql<boolean>`geocoded_address is distinct from restaurant_address || ${triedMark}`);
}

/** The databases whose entries left unplaced by an earlier matcher have been made due again. */
const retried = new WeakSet<Db>();

/**
 * Makes the entries that an earlier matcher tried in vain due again (they are outside the index the
 * sweep reads), and corrects the towns it guessed, once per server copy: this matcher records its
 * tries differently, so neither finds anything the next time. Entries whose coordinates a person
 * removed are among the misses and are placed at their town, as a new save of the address would.
 */
async function retryEarlierMisses(db: Db): Promise<void> {
  if (retried.has(db)) return;
  await db
    .updateTable("journal_entries")
    .set({ geocoded_address: null })
    .where("restaurant_address", "is not", null)
    .where("restaurant_latitude", "is", null)
    .where(sql<boolean>`geocoded_address = restaurant_address`)
    .execute();
  await correctEarlierGuesses(db);
  retried.add(db);
}

/** Rows an earlier matcher placed at a town, read in batches by id. */
const GUESSES_PER_BATCH = 500;

/**
 * Places again, by this matcher's gazetteer, the entries an earlier matcher put at a town (it could
 * take a street name for a city): a wrong town is worse than none. The gazetteer is local, so each
 * entry moves at once, without a moment unplaced; one whose address names no town now loses its
 * guess. Entries a person placed are exact and never touched.
 */
async function correctEarlierGuesses(db: Db): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const guesses = await db
      .selectFrom("journal_entries")
      .select(["id", "restaurant_address", "restaurant_latitude", "restaurant_longitude"])
      .where("location_precision", "=", "approximate")
      .where(sql<boolean>`geocoded_address = restaurant_address`)
      .$if(after !== null, (query) => query.where("id", ">", after ?? ""))
      .orderBy("id")
      .limit(GUESSES_PER_BATCH)
      .execute();
    for (const guess of guesses) await correctGuess(db, guess);
    if (guesses.length < GUESSES_PER_BATCH) return;
    after = guesses[guesses.length - 1]?.id ?? null;
  }
}

interface Guess {
  id: string;
  restaurant_address: string | null;
  restaurant_latitude: number | null;
  restaurant_longitude: number | null;
}

/** Moves one earlier guess to this matcher's town, if no one has changed the entry meanwhile. */
async function correctGuess(db: Db, guess: Guess): Promise<void> {
  const address = guess.restaurant_address;
  if (address === null || guess.restaurant_latitude === null || guess.restaurant_longitude === null) return;
  const city = await locateCity(address);
  await db.transaction().execute(async (trx) => {
    // Unplaced first: a move that states no new precision is a pin placed by hand (see 0007).
    const unplaced = await trx
      .updateTable("journal_entries")
      .set({ restaurant_latitude: null, restaurant_longitude: null, geocoded_address: tried(address) })
      .where("id", "=", guess.id)
      .where("restaurant_address", "=", address)
      .where(sql<boolean>`geocoded_address = restaurant_address`)
      .where("restaurant_latitude", "=", guess.restaurant_latitude)
      .where("restaurant_longitude", "=", guess.restaurant_longitude)
      .executeTakeFirst();
    if (!city || unplaced.numUpdatedRows === 0n) return;
    await trx
      .updateTable("journal_entries")
      .set({
        restaurant_latitude: city.latitude,
        restaurant_longitude: city.longitude,
        location_precision: city.precision,
      })
      .where("id", "=", guess.id)
      .execute();
  });
}

/**
 * Geocodes one entry (or place) if it is due, outside any transaction. The write is guarded: it
 * lands only if the address is still the one looked up and nothing has placed the row meanwhile, so
 * a slow lookup, another server copy or a retry never overwrites a newer edit. A miss is recorded
 * too, so the address is not looked up again. The journal_version triggers tell caches of the change.
 */
async function geocodeRow(deps: GeocodingDeps, table: GeocodedTable, id: string): Promise<void> {
  const due = await dueRows(deps.db, table)
    .select("restaurant_address")
    .where("id", "=", id)
    .executeTakeFirst();
  const address = due?.restaurant_address;
  if (!address) return;
  const location = await locateAddress(deps, address);
  await deps.db
    .updateTable(table)
    .set({
      geocoded_address: tried(address),
      ...(location && {
        restaurant_latitude: location.latitude,
        restaurant_longitude: location.longitude,
        location_precision: location.precision,
      }),
    })
    .where("id", "=", id)
    .where("restaurant_address", "=", address)
    .where("restaurant_latitude", "is", null)
    .execute();
}

/** The lookups started after a save and not yet done, per database (see geocodingSettled). */
const inFlight = new WeakMap<Db, Set<Promise<void>>>();

/**
 * Lookups after saves at once, per server copy: a burst of saves (an import through the API) must
 * not become a burst of requests to a public geocoder. Saves beyond it are left to the sweep.
 */
const MAX_LOOKUPS_AT_ONCE = 8;

/**
 * Starts geocoding a just-saved entry (or place to try) that has an address and no coordinates,
 * without waiting for it: the save has committed and answers at once. Should this never finish (the
 * server stops), or not start (too many under way), the sweep picks the row up.
 */
export function geocodeSoon(
  deps: GeocodingDeps,
  entry: SavedPlace,
  table: GeocodedTable = "journal_entries",
): void {
  if (entry.restaurant_address === null || entry.restaurant_latitude !== null) return;
  let jobs = inFlight.get(deps.db);
  if (!jobs) {
    jobs = new Set();
    inFlight.set(deps.db, jobs);
  }
  if (jobs.size >= MAX_LOOKUPS_AT_ONCE) return;
  const running = jobs;
  const job = geocodeRow(deps, table, entry.id)
    .catch((error: unknown) => {
      deps.logger.warn({ err: error, table, id: entry.id }, "geocoding failed; the sweep will retry");
    })
    .finally(() => running.delete(job));
  running.add(job);
}

/** Resolves once the lookups started so far on this database are done (before it is closed). */
export async function geocodingSettled(db: Db): Promise<void> {
  await Promise.all([...(inFlight.get(db) ?? new Set<Promise<void>>())]);
}

/**
 * Geocodes up to `limit` due entries and places to try (entries first) last saved before `before`
 * (older ones are not being geocoded by the save that wrote them), one after another to spare the
 * geocoder. Returns how many.
 */
export async function sweepGeocoding(deps: GeocodingDeps, before: Date, limit: number): Promise<number> {
  await retryEarlierMisses(deps.db);
  let swept = 0;
  for (const table of GEOCODED_TABLES) {
    const due = await dueRows(deps.db, table)
      .select("id")
      .where("updated_at", "<", before)
      .orderBy("updated_at")
      .limit(limit - swept)
      .execute();
    for (const { id } of due) await geocodeRow(deps, table, id);
    swept += due.length;
    if (swept >= limit) break;
  }
  return swept;
}
