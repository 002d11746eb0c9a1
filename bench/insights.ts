/**
 * GET /api/insights latency against the built server, on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL, for one member with 10,000 and then 100,000 entries (bench/support/journal.ts, with
 * towns, and dishes to get again in two visits in three), requested one after another, for a
 * year and for all time: with the journal unchanged since the last request (the figures kept are
 * read) and after a new visit each time (the figures are made again). Prints p50/p95 beside the
 * budgets of issue 35 (SIZES); asserts nothing.
 * Run: npm run bench -- insights
 */
import { sql } from "kysely";

import type { Db } from "@bitelog/db";

import type { BenchDatabase } from "./support/databases";
import { benchDatabaseKinds, seed } from "./support/databases";
import { fillJournal } from "./support/journal";
import { ms, percentile, table, verdict } from "./support/report";
import { startBuiltServer } from "./support/server";
import { createMember } from "./support/users";

const SIZES = [
  { entries: 10_000, budgetMs: 100 },
  { entries: 100_000, budgetMs: 500 },
];
const WARM_UP = 3;
const RUNS = 30;
/** Fewer: each is made from every entry of the period. */
const CHANGED_RUNS = 10;

/**
 * The towns the gazetteer would find for the journal's addresses (their last part), and its
 * comments as dishes: set in one statement instead of looked up entry by entry.
 */
async function addTownsAndDishes(db: Db, userId: string): Promise<void> {
  await sql`update journal_entries set
      city = split_part(restaurant_address, ', ', 2),
      country = case split_part(restaurant_address, ', ', 2)
        when 'Lisbon' then 'PT' when 'Porto' then 'PT' when 'Madrid' then 'ES' when 'Paris' then 'FR'
        when 'Berlin' then 'DE' when 'Rome' then 'IT' else 'US' end,
      city_address = restaurant_address,
      what_you_had = replace(replace(comment, 'Had the ', ''), ', would not order it again.', ''),
      would_get_again = comment not like '%would not%'
    where user_id = ${userId}`.execute(db);
}

/**
 * Times of GET `url`, after warm-up requests. `before` runs untimed ahead of each: a new visit, so
 * that every answer is made from the entries rather than read from the figures kept.
 */
async function timed(
  url: string,
  headers: Record<string, string>,
  runs: number,
  before?: () => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + runs; i++) {
    await before?.();
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function benchmark(
  makeDatabase: () => Promise<BenchDatabase>,
  size: (typeof SIZES)[number],
): Promise<string[][]> {
  const database = await makeDatabase();
  try {
    const user = await seed(database, async (db) => {
      const member = await createMember(db);
      await fillJournal(db, member.accountId, size.entries);
      await addTownsAndDishes(db, member.accountId);
      // As autovacuum leaves a table after a bulk load and an update of every row: statistics
      // gathered, and the rows' old versions gone (else every scan reads them first).
      await sql`vacuum analyze journal_entries`.execute(db);
      return member;
    });
    const server = await startBuiltServer(database.serverEnv);
    try {
      const headers = { authorization: `Bearer ${await user.idToken()}`, "accept-encoding": "gzip" };
      const rows: string[][] = [];
      const addVisit = async () => {
        const response = await fetch(`${server.url}/api/journal`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ restaurantName: "One more", visitDate: "2022-06-01", rating: 4 }),
        });
        if (response.status !== 201) throw new Error(`POST /api/journal answered ${response.status}`);
      };
      for (const [label, query, before, runs] of [
        ["a year, unchanged", "?year=2022", undefined, RUNS],
        ["a year, after a new visit", "?year=2022", addVisit, CHANGED_RUNS],
        ["all time, unchanged", "", undefined, RUNS],
        ["all time, after a new visit", "", addVisit, CHANGED_RUNS],
      ] as const) {
        const times = await timed(`${server.url}/api/insights${query}`, headers, runs, before);
        const p95 = percentile(times, 95);
        rows.push([
          `${database.name}, ${size.entries.toLocaleString("en")} entries, ${label}`,
          ms(percentile(times, 50)),
          ms(p95),
          `≤ ${size.budgetMs} ms`,
          verdict(p95 <= size.budgetMs),
        ]);
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const results = [["database, journal, period", "p50", "p95", "budget", ""]];
for (const makeDatabase of benchDatabaseKinds()) {
  for (const size of SIZES) results.push(...(await benchmark(makeDatabase, size)));
}
console.log("GET /api/insights, sequential requests");
table(results);
