/**
 * API throughput and latency with autocannon against the built server, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL, for one member with 1,000 entries: the journal list, one entry,
 * a create, and a three-letter search, each at 32 connections, beside GET /api/health/ping (no
 * procedure, no database) as the ceiling of the same server in the same run. Requests carry the
 * headers a browser sends (a bearer token, Accept-Encoding: gzip), and the list is also fetched as
 * a client holding it revalidates it (If-None-Match: a 304). Prints figures; asserts nothing.
 * Run: npm run bench -- api
 */
import type { Request } from "autocannon";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

import type { BenchDatabase } from "./support/databases";
import { benchDatabaseKinds, seed } from "./support/databases";
import { fillJournal } from "./support/journal";
import { kB, MB, ms, table, verdict } from "./support/report";
import { startBuiltServer } from "./support/server";
import { createMember } from "./support/users";

const CONNECTIONS = 32;
/** autocannon's worker threads sharing the connections. */
const WORKERS = 2;
/** Read every answer to its last byte without keeping its body (see the file). */
const DISCARD_BODIES = fileURLToPath(new URL("support/discard-bodies.cjs", import.meta.url));
/** Distinct entries the one-entry scenario asks for, in turn (workers take data, not functions). */
const ENTRY_SAMPLE = 200;
const DURATION_S = 10;
const WARM_UP_S = 2;
const JOURNAL_SIZE = 1000;
/** Matches the comment of one entry in 11 ("Had the pho, …"). */
const SEARCH_TERM = "pho";
const BUDGET = { listShareOfCeiling: 0.4, listP99Ms: 25 };

interface Scenario {
  label: string;
  requests: Request[];
  /** The status every answer should have: 2xx unless told. */
  status?: number;
}

/** Answers that were not what the scenario expects, and requests that got none. */
function failures(result: autocannon.Result, scenario: Scenario): number {
  const answered = Object.entries(result.statusCodeStats ?? {});
  const expected = (code: string) =>
    scenario.status ? Number(code) === scenario.status : code.startsWith("2");
  const wrong = answered
    .filter(([code]) => !expected(code))
    .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
  return wrong + result.errors + result.timeouts;
}

async function run(url: string, headers: Record<string, string>, scenario: Scenario) {
  const options = {
    url,
    connections: CONNECTIONS,
    workers: WORKERS,
    // With workers, autocannon takes a file path here; @types/autocannon knows only the function.
    setupClient: DISCARD_BODIES as unknown as autocannon.Options["setupClient"],
    headers,
    requests: scenario.requests,
  };
  await autocannon({ ...options, duration: WARM_UP_S });
  return autocannon({ ...options, duration: DURATION_S });
}

async function benchmark(database: BenchDatabase): Promise<void> {
  const { user, ids } = await seed(database, async (db) => {
    const member = await createMember(db);
    await fillJournal(db, member.accountId, JOURNAL_SIZE);
    const rows = await db
      .selectFrom("journal_entries")
      .select("id")
      .where("user_id", "=", member.accountId)
      .execute();
    return { user: member, ids: rows.map((row) => row.id) };
  });
  const server = await startBuiltServer(database.serverEnv);
  try {
    const headers = {
      authorization: `Bearer ${await user.idToken()}`,
      "accept-encoding": "gzip",
      "content-type": "application/json",
    };
    const listResponse = await fetch(`${server.url}/api/journal`, { headers });
    const listBytes = Number(listResponse.headers.get("content-length"));
    const listEtag = listResponse.headers.get("etag") ?? "";
    const sampledIds = Array.from(
      { length: ENTRY_SAMPLE },
      () => ids[Math.floor(Math.random() * ids.length)],
    );
    const scenarios: Scenario[] = [
      { label: "GET /api/health/ping (ceiling)", requests: [{ method: "GET", path: "/api/health/ping" }] },
      { label: "GET /api/journal", requests: [{ method: "GET", path: "/api/journal" }] },
      {
        label: "GET /api/journal, revalidated (304)",
        requests: [
          { method: "GET", path: "/api/journal", headers: { ...headers, "if-none-match": listEtag } },
        ],
        status: 304,
      },
      {
        label: "GET /api/journal/{id}",
        requests: sampledIds.map((id) => ({ method: "GET", path: `/api/journal/${id ?? ""}` })),
      },
      {
        label: `GET /api/journal/search?q=${SEARCH_TERM}`,
        requests: [{ method: "GET", path: `/api/journal/search?q=${SEARCH_TERM}` }],
      },
      {
        label: "POST /api/journal",
        requests: [
          {
            method: "POST",
            path: "/api/journal",
            body: JSON.stringify({
              restaurantName: "Bench Bistro",
              restaurantAddress: "1 Load Street, Porto",
              visitDate: "2025-10-27",
              rating: 4,
              comment: "Written by the API benchmark.",
            }),
          },
        ],
      },
    ];

    const restingRss = await server.rssBytes();
    const rows: string[][] = [["route", "req/s", "share", "p50", "p99", "failed", "budget"]];
    let ceiling = 0;
    for (const scenario of scenarios) {
      const result = await run(server.url, headers, scenario);
      const rps = result.requests.average;
      ceiling ||= rps;
      const isList = scenario.label === "GET /api/journal";
      const met = rps >= BUDGET.listShareOfCeiling * ceiling && result.latency.p99 <= BUDGET.listP99Ms;
      rows.push([
        scenario.label,
        rps.toFixed(0),
        `${((rps / ceiling) * 100).toFixed(0)}%`,
        ms(result.latency.p50),
        ms(result.latency.p99),
        String(failures(result, scenario)),
        isList
          ? `≥ ${BUDGET.listShareOfCeiling * 100}% and p99 ≤ ${BUDGET.listP99Ms} ms: ${verdict(met)}`
          : "",
      ]);
    }
    console.log(
      `\n${database.name}: ${JOURNAL_SIZE} entries, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARM_UP_S} s of warm-up`,
    );
    table(rows);
    console.log(`  list answer: ${listBytes ? kB(listBytes) : "streamed"} gzipped (${JOURNAL_SIZE} entries)`);
    console.log(
      `  server memory (RSS): ${MB(restingRss)} at rest, ${MB(await server.rssBytes())} after the run`,
    );
  } finally {
    await server.stop();
    await user.dispose();
    await database.drop();
  }
}

for (const kind of benchDatabaseKinds()) await benchmark(await kind());
