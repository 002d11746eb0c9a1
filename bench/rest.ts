/**
 * Memory at rest: the built server as the Docker image runs it (production mode, with the
 * launcher's process settings), started on a new database and left idle after its first health
 * check; its resident memory (RSS) beside issue 36's budget for PGlite (PostgreSQL's for
 * comparison, when TEST_DATABASE_URL names a server; memory after load: see the API benchmark).
 * Several starts, each on a database of its own: one reading varies with the allocator and the
 * collector. Prints figures; asserts nothing.
 * Run: npm run bench -- rest
 */
import { benchDatabaseKinds } from "./support/databases";
import { MB, table, verdict } from "./support/report";
import { startBuiltServer } from "./support/server";

const PGLITE_BUDGET_BYTES = 300 * 1024 * 1024;
const STARTS = 3;
/** How long the server is left idle after its first answer before its memory is read. */
const IDLE_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

/** The server's RSS at rest and how long it took to answer, on a new database of `kind`. */
async function oneStart(kind: ReturnType<typeof benchDatabaseKinds>[number]) {
  const database = await kind();
  try {
    const server = await startBuiltServer({ ...database.serverEnv, NODE_ENV: "production" });
    try {
      if (!(await fetch(`${server.url}/api/health`)).ok) throw new Error("GET /api/health failed");
      await sleep(IDLE_MS);
      return { name: database.name, readyMs: server.readyMs, rss: await server.rssBytes() };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const rows = [
  [
    "database",
    "ready after",
    ...Array.from({ length: STARTS }, (_, i) => `start ${i + 1}`),
    "median",
    "budget",
  ],
];
for (const kind of benchDatabaseKinds()) {
  const starts = [];
  for (let start = 0; start < STARTS; start++) starts.push(await oneStart(kind));
  const name = starts[0]?.name ?? "";
  const rss = median(starts.map((start) => start.rss));
  rows.push([
    name,
    `${(median(starts.map((start) => start.readyMs)) / 1000).toFixed(1)} s`,
    ...starts.map((start) => MB(start.rss)),
    MB(rss),
    name === "pglite" ? `≤ ${MB(PGLITE_BUDGET_BYTES)}: ${verdict(rss <= PGLITE_BUDGET_BYTES)}` : "",
  ]);
}
console.log(`\nRSS ${IDLE_MS / 1000} s after the first answer, each start on a new database`);
table(rows);
