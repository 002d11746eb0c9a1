/**
 * Hostile traffic against the built server, as the hardening issue probed it: the server's memory
 * under 20 oversized bodies sent at once (unauthenticated photo uploads and JSON bodies, streamed
 * without a Content-Length so that only counting can stop them), and on PostgreSQL, how long
 * another user's request waits while a peer holds a user's row lock and writes pile up behind it;
 * and the memory under a free user's uploads at the largest size and under imports of a small ZIP
 * that unpacks to a huge journal.json (issue 30), and whether it returns to rest.
 * Prints figures; asserts nothing.
 * Run: npm run bench -- hostile
 */
import pg from "pg";

import type { AppUser } from "@bitelog/api/testing";

import type { BenchDatabase } from "./support/databases";
import { benchDatabaseKinds, seed } from "./support/databases";
import { expandingImports, freeUserUploads, planBodiesHeadings } from "./support/plan-bodies";
import { MB, ms, percentile, table } from "./support/report";
import { startBuiltServer, watchPeakRss } from "./support/server";
import { createMember } from "./support/users";

const PARALLEL_BODIES = 20;
/** Uploads past the largest allowed upload; JSON bodies that no JSON input comes near. */
const UPLOAD_BYTES = 160 * 1024 * 1024;
const JSON_BYTES = 40 * 1024 * 1024;
/** Before the limits, the JSON bodies took minutes to be read: figures are cut off there. */
const GIVE_UP_MS = 60_000;
const CHUNK = new Uint8Array(1024 * 1024).fill(0x5b);
/** Writes of the locked user sent at once: several times the pool's connections. */
const WRITES_BEHIND_LOCK = 40;
/** What the other user creates, again and again, while the locked user's writes wait (no address: no geocoding). */
const OTHER_USERS_ENTRY = { restaurantName: "Bench Bistro", visitDate: "2025-10-27", rating: 4 };

const NO_ENTRY = "00000000-0000-4000-8000-000000000000";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A body of `bytes` bytes of `[` sent in chunks, with no Content-Length. */
function streamedBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) {
        controller.close();
        return;
      }
      sent += CHUNK.byteLength;
      controller.enqueue(CHUNK);
    },
  });
}

async function send(url: string, contentType: string, bytes: number): Promise<string> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": contentType },
      body: streamedBody(bytes),
      duplex: "half",
      signal: AbortSignal.timeout(GIVE_UP_MS),
    });
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    return error instanceof DOMException && error.name === "TimeoutError" ? "no answer" : "reset";
  }
}

async function oversizedBodies(database: BenchDatabase): Promise<string[]> {
  const server = await startBuiltServer(database.serverEnv);
  try {
    await fetch(`${server.url}/api/health`);
    const memory = await watchPeakRss(server);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL_BODIES }, (_, i) =>
        i % 2 === 0
          ? send(
              `${server.url}/api/journal/${NO_ENTRY}/photos`,
              "multipart/form-data; boundary=x",
              UPLOAD_BYTES,
            )
          : send(`${server.url}/api/auth/firebase`, "application/json", JSON_BYTES),
      ),
    );
    const elapsed = performance.now() - started;
    await sleep(500);
    const peak = memory.stop();
    const counts = new Map<string, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    return [
      `on ${database.name}`,
      MB(memory.before),
      MB(peak),
      ms(elapsed),
      [...counts].map(([status, n]) => `${n}× ${status}`).join(", "),
    ];
  } finally {
    await server.stop();
  }
}

/** A peer's transaction holding `user`'s row, as a server copy that lost its connection mid-transaction leaves it. */
async function holdRowLock(url: string, accountId: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("begin");
  await client.query("select 1 from users where id = $1 for update", [accountId]);
  return client;
}

/** How long a call took, and its status: a number when it succeeded, else what went wrong. */
async function timed(call: () => Promise<Response>): Promise<[number, number | string]> {
  const started = performance.now();
  try {
    const response = await call();
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    const elapsed = performance.now() - started;
    return [elapsed, response.ok ? response.status : `${response.status} ${body?.error ?? ""}`.trim()];
  } catch {
    return [performance.now() - started, "no answer"];
  }
}

/** Another user's requests of one kind, one after another until `until` settles: their times and statuses. */
async function keepAsking(
  call: () => Promise<Response>,
  until: Promise<unknown>,
): Promise<[number, number | string][]> {
  const state = { settled: false };
  void until.finally(() => (state.settled = true));
  const results: [number, number | string][] = [];
  while (!state.settled) results.push(await timed(call));
  return results;
}

/** The count, p50, p99, answers and failures of `results`. */
function latencyRow(label: string, results: [number, number | string][]): string[] {
  const sorted = results.map(([elapsed]) => elapsed).sort((a, b) => a - b);
  const failed = results.filter(([, status]) => typeof status !== "number").length;
  return [
    label,
    String(results.length),
    ms(percentile(sorted, 50)),
    ms(percentile(sorted, 99)),
    statusCounts(results),
    String(failed),
  ];
}

function statusCounts(results: [number, number | string][]): string {
  const counts = new Map<number | string, number>();
  for (const [, status] of results) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}× ${status}`).join(", ");
}

async function lockedPeer(database: BenchDatabase): Promise<string[][]> {
  const [locked, other] = await seed(database, (db) => Promise.all([createMember(db), createMember(db)]));
  const server = await startBuiltServer(database.serverEnv);
  const authorised = async (user: AppUser, init: RequestInit = {}) => ({
    ...init,
    signal: AbortSignal.timeout(GIVE_UP_MS),
    headers: { authorization: `Bearer ${await user.idToken()}`, "content-type": "application/json" },
  });
  const peer = await holdRowLock(database.serverEnv.DATABASE_URL ?? "", locked.accountId);
  try {
    // Warm the token caches, so that only the database is measured.
    await fetch(`${server.url}/api/journal`, await authorised(other));
    const write = await authorised(locked, { method: "PUT", body: JSON.stringify({ dark_mode: true }) });
    const writes = Promise.all(
      Array.from({ length: WRITES_BEHIND_LOCK }, () =>
        timed(() => fetch(`${server.url}/api/user/settings`, write)),
      ),
    );
    await sleep(200);
    const read = await authorised(other);
    const create = await authorised(other, { method: "POST", body: JSON.stringify(OTHER_USERS_ENTRY) });
    const [reads, creates] = await Promise.all([
      keepAsking(() => fetch(`${server.url}/api/journal`, read), writes),
      keepAsking(() => fetch(`${server.url}/api/journal`, create), writes),
    ]);
    const settled = await writes;
    const slowest = Math.max(...settled.map(([elapsed]) => elapsed));
    return [
      latencyRow(`another user's lists, on ${database.name}`, reads),
      latencyRow(`another user's creates, on ${database.name}`, creates),
      [
        `the locked user's writes`,
        String(settled.length),
        "",
        `${ms(slowest)} (slowest)`,
        statusCounts(settled),
        "",
      ],
    ];
  } finally {
    await peer.end().catch(() => undefined);
    await server.stop();
    await Promise.all([locked.dispose(), other.dispose()]);
  }
}

const memoryRows = [["20 oversized bodies at once", "RSS before", "RSS peak", "all answered in", "answers"]];
const lockRows = [
  [
    `while a peer holds a user's row lock, ${WRITES_BEHIND_LOCK} writes queued`,
    "calls",
    "p50",
    "p99",
    "answers",
    "errors",
  ],
];
const uploadRows = [planBodiesHeadings.uploads];
const importRows = [planBodiesHeadings.imports];
for (const kind of benchDatabaseKinds()) {
  const database = await kind();
  try {
    memoryRows.push(await oversizedBodies(database));
    uploadRows.push(await freeUserUploads(database));
    importRows.push(await expandingImports(database));
    if (database.name === "postgres") lockRows.push(...(await lockedPeer(database)));
  } finally {
    await database.drop();
  }
}
console.log(
  `\nOversized bodies (10 uploads of ${MB(UPLOAD_BYTES)}, 10 JSON bodies of ${MB(JSON_BYTES)}; no Content-Length, no token)`,
);
table(memoryRows);
console.log("\nA signed-in free user's uploads (with Content-Length)");
table(uploadRows);
console.log("\nA member's imports of an expanding ZIP");
table(importRows);
if (lockRows.length > 1) {
  console.log("\nA peer holding a lock (PostgreSQL)");
  table(lockRows);
}
