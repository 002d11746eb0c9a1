/**
 * API throughput and latency with autocannon against the built server, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL, for one member with 1,000 entries: the journal list, one entry,
 * a create, and a three-letter search, each at 32 connections, beside GET /api/health/ping (no
 * procedure, no database) as the ceiling of the same server in the same run. Requests carry the
 * headers a browser sends (a bearer token, Accept-Encoding: gzip). Prints figures; asserts nothing.
 * Run: npm run bench -- api
 */
import type { Request } from "autocannon";
import autocannon from "autocannon";

import type { BenchDatabase } from "./support/databases";
import { benchDatabaseKinds, seed } from "./support/databases";
import { fillJournal } from "./support/journal";
import { kB, MB, ms, table, verdict } from "./support/report";
import { startBuiltServer } from "./support/server";
import { createMember } from "./support/users";

const CONNECTIONS = 32;
const DURATION_S = 10;
const WARM_UP_S = 2;
const JOURNAL_SIZE = 1000;
/** Matches the comment of one entry in 11 ("Had the pho, …"). */
const SEARCH_TERM = "pho";
const BUDGET = { listShareOfCeiling: 0.4, listP99Ms: 25 };

interface Scenario {
  label: string;
  requests: Request[];
}

async function run(url: string, headers: Record<string, string>, scenario: Scenario) {
  const options = { url, connections: CONNECTIONS, headers, requests: scenario.requests };
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
    const randomId = () => ids[Math.floor(Math.random() * ids.length)] ?? "";
    const scenarios: Scenario[] = [
      { label: "GET /api/health/ping (ceiling)", requests: [{ method: "GET", path: "/api/health/ping" }] },
      { label: "GET /api/journal", requests: [{ method: "GET", path: "/api/journal" }] },
      {
        label: "GET /api/journal/{id}",
        requests: [
          { method: "GET", setupRequest: (request) => ({ ...request, path: `/api/journal/${randomId()}` }) },
        ],
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
    const listResponse = await fetch(`${server.url}/api/journal`, { headers });
    const listBytes = Number(listResponse.headers.get("content-length"));
    const rows: string[][] = [["route", "req/s", "share", "p50", "p99", "non-2xx", "budget"]];
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
        String(result.non2xx + result.errors + result.timeouts),
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
