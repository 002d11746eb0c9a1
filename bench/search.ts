/**
 * Search, browse and list latency for one user with 100,000 entries (three in ten with a photo)
 * in a table of 1,000,000 rows (900 other users with 1,000 entries each, from the same word
 * lists, so a trigram common in this journal is common in the others too), on PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL. It calls the domain functions the tRPC procedures call, so the
 * figures include building the read model. A search, and browsing a letter, answer a page (50
 * entries) and the count of all matches. Prints p50/p95 per query, the plans of a page of a common
 * and of a rare three-letter term and of a letter, and the budget (three-letter search and browse
 * p95 ≤ 15 ms); asserts nothing.
 * Run: npm run bench -- search
 */
import type { Compilable } from "kysely";
import { CompiledQuery, sql } from "kysely";

import type { SearchPage } from "@bitelog/api/bench";
import type { Db } from "@bitelog/db";
import {
  browseEntries,
  browseEntriesQuery,
  browseInput,
  listEntries,
  SEARCH_PAGE_SIZE,
  searchEntries,
  searchEntriesQuery,
  searchInput,
} from "@bitelog/api/bench";

import type { BenchDatabase } from "./support/databases";
import { benchDatabaseKinds } from "./support/databases";
import { addPhotoRows, fillJournal } from "./support/journal";
import { ms, percentile, table, verdict } from "./support/report";

const ENTRY_COUNT = 100_000;
const OTHER_USERS = 900;
const OTHER_USER_ENTRIES = 1000;
const SEARCH_RUNS = 40;
const LIST_RUNS = 8;
const BUDGET_P95_MS = 15;

/** The other users and their journals, in two statements. */
async function fillOtherJournals(db: Db): Promise<void> {
  await sql`insert into users (firebase_uid, username)
    select 'other-' || u, 'Other ' || u from generate_series(1, ${OTHER_USERS}::int) as u`.execute(db);
  await sql`
    insert into journal_entries (user_id, restaurant_name, restaurant_address, visit_date, rating, comment)
    select users.id,
      (array['Trattoria','Sushi Bar','Bistro','Taqueria','Brasserie','Noodle House','Diner','Osteria',
             'Curry House','Steakhouse','Bakery','Ramen Shop'])[1 + n % 12] || ' ' || n,
      n || ' ' || (array['Main Street','Garden Lane','Harbour Road','Rue Cler','Via Appia','Calle Mayor',
             'Shattuck Ave','King Street','Elm Road'])[1 + n % 9],
      date '2020-01-01' + (n % 2000), 1 + n % 5,
      'Had the ' || (array['carbonara','truffle risotto','pho','tacos al pastor','duck confit',
             'tonkotsu ramen','croissant','paella','bibimbap','cheesecake','moussaka'])[1 + n % 11]
    from users cross join generate_series(1, ${OTHER_USER_ENTRIES}::int) as n
    where users.firebase_uid like 'other-%'`.execute(db);
}

/** EXPLAIN (ANALYZE) of a query, as text. */
async function explain(db: Db, query: Compilable): Promise<string> {
  const { sql: text, parameters } = query.compile();
  const result = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`explain (analyze, costs off, timing off, summary off) ${text}`, [...parameters]),
  );
  return result.rows.map((row) => `    ${Object.values(row).join(" ")}`).join("\n");
}

/** Runs `call` `runs` times after one warm-up: its p50/p95, and what it found (as `call` tells it). */
async function measure(runs: number, call: () => Promise<string>) {
  const found = await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { found, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** "50 of 1,000+": a page's entries and the count of all matches. */
const pageSize = (page: SearchPage) =>
  `${page.entries.length} of ${page.total.toLocaleString("en")}${page.totalCapped ? "+" : ""}`;

async function benchmark(database: BenchDatabase): Promise<void> {
  const db = await database.open();
  try {
    const { id: userId } = await db
      .insertInto("users")
      .values({ firebase_uid: "bench", username: "bench", tos_accepted: true })
      .returning("id")
      .executeTakeFirstOrThrow();
    const started = performance.now();
    await fillJournal(db, userId, ENTRY_COUNT);
    await addPhotoRows(db, userId);
    await fillOtherJournals(db);
    // As autovacuum leaves a table after a bulk load: statistics gathered, and the rows queued in
    // the trigram index's pending list (which every search would scan) moved into the index.
    await sql`vacuum analyze`.execute(db);
    const { count } = await db
      .selectFrom("journal_entries")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    console.log(
      `\n${database.name}: ${ENTRY_COUNT} entries for the user, ${count} in the table, filled in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    const rows: string[][] = [["query", "found", "p50", "p95", `budget (p95 ≤ ${BUDGET_P95_MS} ms)`]];
    // The input as the procedure takes it (its schema decodes the cursor). A journal this size is
    // never kept in memory: the database answers every page.
    const account = { id: userId, journal_version: 0 };
    const search = (q: string, cursor: string | null = null) =>
      searchEntries({ db, account }, searchInput.parse({ q, cursor }));
    const searches = [
      ["search 3 letters, 1 in 11 (comment)", "pho", true],
      ["search 3 letters, 3 in 1,000 (numbers)", "424", true],
      ["search 3 letters, no match", "qzx", true],
      ["search one entry (name)", "golden 4242", false],
      ["search 1 in 9 (address)", "garden lane", false],
      ["search 2 letters (no trigram)", "qu", false],
    ] as const;
    for (const [label, term, budgeted] of searches) {
      const { found, p50, p95 } = await measure(SEARCH_RUNS, async () => pageSize(await search(term)));
      rows.push([label, found, ms(p50), ms(p95), budgeted ? verdict(p95 <= BUDGET_P95_MS) : ""]);
    }
    // The 21st page of the common term: the cursor points 1,000 matches in.
    let cursor: string | null = null;
    for (let page = 0; page < 20; page++) cursor = (await search("pho", cursor)).nextCursor;
    const later = await measure(SEARCH_RUNS, async () => pageSize(await search("pho", cursor)));
    rows.push(["search 3 letters, 1 in 11, page 21", later.found, ms(later.p50), ms(later.p95), ""]);
    const browse = (letter: string, cursor: string | null = null) =>
      browseEntries({ db, account }, browseInput.parse({ letter, cursor }));
    for (const [label, letter] of [
      ["browse letter o, 1 in 12", "o"],
      ["browse letter q, no entry", "q"],
    ] as const) {
      const { found, p50, p95 } = await measure(SEARCH_RUNS, async () => pageSize(await browse(letter)));
      rows.push([label, found, ms(p50), ms(p95), verdict(p95 <= BUDGET_P95_MS)]);
    }
    cursor = null;
    for (let page = 0; page < 20; page++) cursor = (await browse("o", cursor)).nextCursor;
    const laterLetter = await measure(SEARCH_RUNS, async () => pageSize(await browse("o", cursor)));
    rows.push(["browse letter o, page 21", laterLetter.found, ms(laterLetter.p50), ms(laterLetter.p95), ""]);
    // A journal this size is never kept in memory (journal-cache.ts): every call reads it.
    const list = await measure(LIST_RUNS, async () => String((await listEntries({ db, account })).length));
    rows.push(["list all", list.found, ms(list.p50), ms(list.p95), ""]);
    table(rows);
    // A page of a common term is read in order from the order index, a rare term's from the trigram index.
    for (const term of ["pho", "424"]) {
      console.log(`  plan of a page of the three-letter search "${term}":`);
      console.log(await explain(db, searchEntriesQuery(db, userId, term, SEARCH_PAGE_SIZE + 1)));
    }
    console.log(`  plan of a page of browsing the letter "o":`);
    console.log(await explain(db, browseEntriesQuery(db, userId, "o", SEARCH_PAGE_SIZE + 1)));
  } finally {
    await db.destroy();
    await database.drop();
  }
}

for (const kind of benchDatabaseKinds()) await benchmark(await kind());
