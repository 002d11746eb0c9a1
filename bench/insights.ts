/**
 * GET /api/insights latency against the built server, on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL, for one member with 10,000 and then 100,000 entries (bench/support/journal.ts, with
 * towns, and dishes to get again in two visits in three), requested one after another, for a
 * year and for all time. Prints p50/p95 beside the budgets of issue 35 (p95 ≤ 100 ms at 10,000
 * entries, ≤ 500 ms at 100,000); asserts nothing.
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

async function timed(url: string, headers: Record<string, string>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
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
      await sql`analyze journal_entries`.execute(db);
      return member;
    });
    const server = await startBuiltServer(database.serverEnv);
    try {
      const headers = { authorization: `Bearer ${await user.idToken()}`, "accept-encoding": "gzip" };
      const rows: string[][] = [];
      for (const [label, query] of [
        ["a year", "?year=2022"],
        ["all time", ""],
      ] as const) {
        const times = await timed(`${server.url}/api/insights${query}`, headers);
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
