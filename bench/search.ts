/**
 * Search, browse and list latency for one user with 100,000 entries (three in ten with a photo),
 * on PGlite and, when TEST_DATABASE_URL is set, on that PostgreSQL server too. It calls the domain
 * functions the tRPC procedures call, so the figures include building the read model. Prints
 * p50/p95 per query; asserts nothing. Run: npx tsx bench/search.ts
 */
import { sql } from "kysely";

import type { Db } from "@bitelog/db";
import type { TestBackend } from "@bitelog/db/testing";
import { testBackends } from "@bitelog/db/testing";

import { listEntries } from "../packages/api/src/entries/entries";
import { browseEntries, searchEntries } from "../packages/api/src/entries/find-entries";

const ENTRY_COUNT = 100_000;
const SEARCH_RUNS = 30;
const LIST_RUNS = 8;

/**
 * Fills the user's journal in one statement: names, addresses and comments drawn from word lists
 * by the row number, so terms have known frequencies (a kind of place: 1 in 12; a street: 1 in 9;
 * a dish in the comment: 1 in 11; "Diner Golden 4242": once; no name starts with Q).
 */
async function fillJournal(db: Db, userId: string): Promise<void> {
  await sql`
    insert into journal_entries
      (user_id, restaurant_name, restaurant_address, restaurant_latitude, restaurant_longitude,
       visit_date, rating, comment)
    select ${userId},
      (array['Trattoria','Sushi Bar','Bistro','Taqueria','Brasserie','Noodle House','Diner','Osteria',
             'Curry House','Steakhouse','Bakery','Ramen Shop'])[1 + n % 12]
        || ' ' || (array['Luna','Roma','Sakura','Verde','Bella','Golden','Blue Door','Zeste','Marisol',
             'Quince','Hanoi','Olive'])[1 + (n / 12) % 12] || ' ' || n,
      n || ' ' || (array['Main Street','Garden Lane','Harbour Road','Rue Cler','Via Appia','Calle Mayor',
             'Shattuck Ave','King Street','Elm Road'])[1 + n % 9] || ', '
        || (array['Lisbon','Madrid','Paris','Berlin','Rome','Porto','Berkeley'])[1 + n % 7],
      case when n % 4 = 0 then null else 38 + (n % 1000) / 1000.0 end,
      case when n % 4 = 0 then null else -9 - (n % 1000) / 1000.0 end,
      date '2020-01-01' + (n % 2000),
      case when n % 6 = 0 then null else 1 + n % 5 end,
      'Had the ' || (array['carbonara','truffle risotto','pho','tacos al pastor','duck confit',
             'tonkotsu ramen','croissant','paella','bibimbap','cheesecake','moussaka'])[1 + n % 11]
        || ', would ' || (case when n % 3 = 0 then 'not ' else '' end) || 'order it again.'
    from generate_series(1, ${ENTRY_COUNT}::int) as n`.execute(db);
  await sql`
    insert into entry_photos
      (entry_id, storage_path, thumbnail_path, content_type, size_bytes, width, height, position)
    select id, 'photos/' || replace(id::text, '-', '') || '.webp',
      'photos/' || replace(id::text, '-', '') || '-thumb.webp', 'image/webp', 250000, 2048, 1536, 0
    from journal_entries where user_id = ${userId} and right(restaurant_name, 1) in ('3', '6', '9')`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Runs `call` `runs` times after one warm-up and prints its p50/p95 and result size. */
async function measure(label: string, runs: number, call: () => Promise<number>): Promise<void> {
  const rows = await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(
    `  ${label.padEnd(34)} ${String(rows).padStart(7)} rows  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}`,
  );
}

async function benchmark(backend: TestBackend): Promise<void> {
  const { db, destroy } = await backend.create();
  try {
    const { id: userId } = await db
      .insertInto("users")
      .values({ firebase_uid: "bench", username: "bench", tos_accepted: true })
      .returning("id")
      .executeTakeFirstOrThrow();
    const started = performance.now();
    await fillJournal(db, userId);
    console.log(
      `\n${backend.name}: ${ENTRY_COUNT} entries filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    for (const [label, term] of [
      ["search one entry (name)", "golden 4242"],
      ["search 1 in 11 (comment)", "truffle risotto"],
      ["search 1 in 9 (address)", "garden lane"],
      ["search 1 in 12 (name)", "ramen shop"],
      ["search no match", "zzz nothing here"],
      ["search 2 letters (no trigram)", "qu"],
    ] as const) {
      await measure(label, SEARCH_RUNS, async () => (await searchEntries(db, userId, term)).length);
    }
    for (const letter of ["o", "q"]) {
      await measure(`browse letter ${letter}`, SEARCH_RUNS, async () => {
        return (await browseEntries(db, userId, letter)).entries.length;
      });
    }
    await measure("list all", LIST_RUNS, async () => (await listEntries(db, userId)).length);
  } finally {
    await destroy();
  }
}

for (const backend of testBackends()) await benchmark(backend);
