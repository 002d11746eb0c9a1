/**
 * API throughput and latency with autocannon against the built server, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL, for one member with 1,000 entries: GET /api/health/ping (no
 * procedure, no database: what the middleware alone costs), the journal list, one entry, a create,
 * and a three-letter search, each at 32 connections, every one reported as a share of the ceiling:
 * a bare node:http server answering `{"ok":true}` (bench/support/bare-server.mjs), measured in the
 * same run. Requests carry the headers a browser sends (a bearer token, Accept-Encoding: gzip), and
 * the list is also fetched as a client holding it revalidates it (If-None-Match: a 304).
 *
 * Then, once (the ping reads no database), what each middleware costs: the ping of the server with
 * all of it, and with each switched off in turn (apps/server/src/bench-main.ts). Prints figures;
 * asserts nothing.
 * Run: npm run bench -- api
 */
import type { Request } from "autocannon";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

import type { BenchDatabase } from "./support/databases";
import type { BenchServer } from "./support/server";
import { benchDatabaseKinds, pgliteDatabase, seed } from "./support/databases";
import { fillJournal } from "./support/journal";
import { kB, MB, ms, table, verdict } from "./support/report";
import { startBareServer, startBuiltServer } from "./support/server";
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
/** Each line of the middleware table: shorter, as it runs the ping nine times a round. */
const TABLE_DURATION_S = 4;
const TABLE_ROUNDS = 3;
const JOURNAL_SIZE = 1000;
/** Matches the comment of one entry in 11 ("Had the pho, …"). */
const SEARCH_TERM = "pho";
/** Shares of the bare node:http server, and the list's p99. */
const BUDGET = { pingShare: 0.5, listShare: 0.2, listP99Ms: 25, entryShare: 0.25 };
/** apps/server/src/app.ts's SWITCHABLE_MIDDLEWARE (the server's arguments, checked there). */
const MIDDLEWARE = [
  "securityHeaders",
  "logging",
  "compression",
  "clientAddress",
  "privateAnswers",
  "deadline",
  "bodyLimit",
];
const PING: Request[] = [{ method: "GET", path: "/api/health/ping" }];

interface Scenario {
  label: string;
  requests: Request[];
  /** The status every answer should have: 2xx unless told. */
  status?: number;
  /** Its budget, as text, and whether a result meets it (share: of the bare server's req/s). */
  budget?: { text: string; met: (result: autocannon.Result, share: number) => boolean };
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

async function run(url: string, headers: Record<string, string>, scenario: Scenario, durationS = DURATION_S) {
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
  return autocannon({ ...options, duration: durationS });
}

const share = (rps: number, ceiling: number) => `${((rps / ceiling) * 100).toFixed(0)}%`;
const microseconds = (value: number) => `${value.toFixed(0)} µs`;

const BARE_REQUESTS: Request[] = [{ method: "GET", path: "/" }];

/**
 * The bare node:http server's figures, measured before and after `measure` (other processes on the
 * machine take their share of it too): the better of the two is the ceiling.
 */
async function besideBare<T>(
  bareUrl: string,
  measure: () => Promise<T>,
): Promise<{ bare: autocannon.Result; measured: T }> {
  const bare = () => run(bareUrl, {}, { label: "bare", requests: BARE_REQUESTS });
  const before = await bare();
  const measured = await measure();
  const after = await bare();
  return { bare: after.requests.average > before.requests.average ? after : before, measured };
}

async function benchmark(database: BenchDatabase, bareUrl: string): Promise<void> {
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
    await server.settled();
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
      {
        label: "GET /api/health/ping",
        requests: PING,
        budget: { text: `≥ ${BUDGET.pingShare * 100}%`, met: (_result, part) => part >= BUDGET.pingShare },
      },
      {
        label: "GET /api/journal",
        requests: [{ method: "GET", path: "/api/journal" }],
        budget: {
          text: `≥ ${BUDGET.listShare * 100}% and p99 ≤ ${BUDGET.listP99Ms} ms`,
          met: (result, part) => part >= BUDGET.listShare && result.latency.p99 <= BUDGET.listP99Ms,
        },
      },
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
        budget: { text: `≥ ${BUDGET.entryShare * 100}%`, met: (_result, part) => part >= BUDGET.entryShare },
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
    const { bare, measured: results } = await besideBare(bareUrl, async () => {
      const done: autocannon.Result[] = [];
      for (const scenario of scenarios) done.push(await run(server.url, headers, scenario));
      return done;
    });
    const ceiling = bare.requests.average;
    const rows: string[][] = [
      ["route", "req/s", "share", "p50", "p99", "failed", "budget"],
      [
        "bare node:http server (ceiling)",
        ceiling.toFixed(0),
        "100%",
        ms(bare.latency.p50),
        ms(bare.latency.p99),
        String(bare.errors + bare.timeouts),
        "",
      ],
    ];
    scenarios.forEach((scenario, i) => {
      const result = results[i];
      if (!result) return;
      const rps = result.requests.average;
      const { budget } = scenario;
      rows.push([
        scenario.label,
        rps.toFixed(0),
        share(rps, ceiling),
        ms(result.latency.p50),
        ms(result.latency.p99),
        String(failures(result, scenario)),
        budget ? `${budget.text}: ${verdict(budget.met(result, rps / ceiling))}` : "",
      ]);
    });
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

/**
 * The ping of the server with all its middleware, and with each switched off in turn, in one run:
 * what a middleware costs is the time per request it adds (one over the req/s with it, less one
 * over the req/s without it), so the next regression shows where it came from. Each variant runs
 * in a server of its own, all started first, and is measured in several interleaved rounds, its
 * best round counting: other processes on the machine take their share in bursts.
 */
async function middlewareTable(bareUrl: string): Promise<void> {
  const variants: (readonly string[])[] = [[], ...MIDDLEWARE.map((name) => [name])];
  const databases = await Promise.all(variants.map(() => pgliteDatabase()));
  const servers: BenchServer[] = [];
  try {
    for (const [i, without] of variants.entries()) {
      const database = databases[i];
      if (database) servers.push(await startBuiltServer(database.serverEnv, undefined, without));
    }
    for (const server of servers) await server.settled();
    const best = Array<number>(variants.length + 1).fill(0);
    const ping = { label: "ping", requests: PING };
    for (let round = 0; round < TABLE_ROUNDS; round++) {
      const urls = [bareUrl, ...servers.map((server) => server.url)];
      for (const [i, url] of urls.entries()) {
        const result = await run(
          url,
          {},
          i === 0 ? { label: "bare", requests: BARE_REQUESTS } : ping,
          TABLE_DURATION_S,
        );
        best[i] = Math.max(best[i] ?? 0, result.requests.average);
      }
    }
    const [ceiling = 0, all = 0, ...without] = best;
    const rows: string[][] = [
      ["GET /api/health/ping", "req/s", "share", "cost per request"],
      ["bare node:http server", ceiling.toFixed(0), "100%", ""],
      ["all middleware", all.toFixed(0), share(all, ceiling), microseconds(1e6 / all - 1e6 / ceiling)],
    ];
    MIDDLEWARE.forEach((name, i) => {
      const rps = without[i] ?? 0;
      rows.push([
        `without ${name}`,
        rps.toFixed(0),
        share(rps, ceiling),
        microseconds(1e6 / all - 1e6 / rps),
      ]);
    });
    console.log(
      `\nwhat each middleware costs (pglite; best of ${TABLE_ROUNDS} rounds of ${TABLE_DURATION_S} s after ${WARM_UP_S} s ` +
        "of warm-up; the cost of all middleware is over the bare server's, each one's over the server " +
        "without it; auth is not middleware: procedures check the identity, and the ping has none)",
    );
    table(rows);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(databases.map((database) => database.drop()));
  }
}

const bareServer = await startBareServer();
try {
  for (const kind of benchDatabaseKinds()) await benchmark(await kind(), bareServer.url);
  await middlewareTable(bareServer.url);
} finally {
  await bareServer.stop();
}
