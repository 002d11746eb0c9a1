import { request as httpRequest } from "node:http";
import { ZipArchive } from "archiver";

import type { AppUser } from "@bitelog/api/testing";
import { createAppUser } from "@bitelog/api/testing";

import type { BenchDatabase } from "./databases";
import type { BenchServer } from "./server";
import { seed } from "./databases";
import { MB, ms } from "./report";
import { startBuiltServer, watchPeakRss } from "./server";
import { createMember } from "./users";

/** Issue 30 §3: a free user's uploads, each just under the largest upload any plan allows. */
const UPLOADS = 6;
const UPLOAD_BYTES = 149 * 1024 * 1024;
/** Issue 30 §4: imports of a small ZIP whose journal.json unpacks to this much. */
const IMPORTS = 4;
const EXPANDED_JSON_BYTES = 190 * 1024 * 1024;
/** How long the server is given to return to its memory at rest, and what counts as back. */
const REST_WAIT_MS = 30_000;
const REST_MARGIN_BYTES = 32 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 0x5b);
const BOUNDARY = "bench-boundary";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sent {
  status: number | string;
  elapsedMs: number;
  /** Bytes of the body written when the answer (or the failure) came. */
  sentBytes: number;
}

/**
 * POSTs a multipart upload of one `bytes`-long photo field with its Content-Length, as a browser
 * sends a file, writing as fast as the server takes it until it answers.
 */
function upload(url: string, token: string, bytes: number): Promise<Sent> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const started = performance.now();
  let sentBytes = 0;
  return new Promise((resolve) => {
    let done = false;
    const finish = (status: number | string) => {
      if (done) return;
      done = true;
      resolve({ status, elapsedMs: performance.now() - started, sentBytes });
      request.destroy();
    };
    const request = httpRequest(
      url,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          "content-length": String(head.byteLength + bytes + tail.byteLength),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => finish(response.statusCode ?? 0));
      },
    );
    request.on("error", () => finish("reset"));
    const write = () => {
      if (sentBytes === 0 && !request.write(head)) return void request.once("drain", write);
      while (!done && sentBytes < bytes) {
        const chunk = CHUNK.subarray(0, Math.min(CHUNK.byteLength, bytes - sentBytes));
        sentBytes += chunk.byteLength;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!done) request.end(tail);
    };
    write();
  });
}

/** A ZIP of a journal.json of `bytes` bytes (one entry whose name is all "a"), deflated as archiver does. */
async function expandingZip(bytes: number): Promise<Buffer> {
  const start =
    '{"format":"bitelog-export","version":1,"entries":[{"visit_date":"2025-10-27","restaurant_name":"';
  const end = '"}]}';
  const json = Buffer.alloc(bytes, 0x61);
  json.write(start, 0);
  json.write(end, bytes - end.length);
  const zip = new ZipArchive({ zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  zip.on("data", (chunk: Buffer) => chunks.push(chunk));
  zip.append(json, { name: "journal.json" });
  await zip.finalize();
  return Buffer.concat(chunks);
}

/** RSS sampled each second until it is within REST_MARGIN_BYTES of `rest`, or REST_WAIT_MS passed. */
async function backToRest(server: BenchServer, rest: number): Promise<string> {
  const started = performance.now();
  for (;;) {
    const rss = await server.rssBytes();
    const waited = performance.now() - started;
    if (rss <= rest + REST_MARGIN_BYTES) return `${MB(rss)} after ${ms(waited)}`;
    if (waited >= REST_WAIT_MS) return `${MB(rss)}: not back after ${ms(waited)}`;
    await sleep(1000);
  }
}

const statusCounts = (statuses: (number | string)[]) => {
  const counts = new Map<number | string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}× ${status}`).join(", ");
};

async function withUsers<T>(
  database: BenchDatabase,
  run: (server: BenchServer, free: AppUser, member: AppUser) => Promise<T>,
): Promise<T> {
  const [free, member] = await seed(database, (db) => Promise.all([createAppUser(db), createMember(db)]));
  const server = await startBuiltServer(database.serverEnv);
  try {
    return await run(server, free, member);
  } finally {
    await server.stop();
    await Promise.all([free.dispose(), member.dispose()]);
  }
}

/**
 * The server's memory while a free user sends UPLOADS uploads of UPLOAD_BYTES at once to one of
 * their entries, and whether it is back at rest within REST_WAIT_MS.
 */
export async function freeUserUploads(database: BenchDatabase): Promise<string[]> {
  return withUsers(database, async (server, free) => {
    const token = await free.idToken();
    const created = await fetch(`${server.url}/api/journal`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ restaurantName: "Bench Bistro", visitDate: "2025-10-27" }),
    });
    const { id } = (await created.json()) as { id: string };
    const memory = await watchPeakRss(server);
    const started = performance.now();
    const sent = await Promise.all(
      Array.from({ length: UPLOADS }, () =>
        upload(`${server.url}/api/journal/${id}/photos`, token, UPLOAD_BYTES),
      ),
    );
    const elapsed = performance.now() - started;
    const peak = memory.stop();
    const unsent = Math.min(...sent.map(({ sentBytes }) => 1 - sentBytes / UPLOAD_BYTES));
    return [
      `on ${database.name}`,
      MB(memory.before),
      MB(peak),
      await backToRest(server, memory.before),
      ms(elapsed),
      `${Math.round(unsent * 100)}%`,
      statusCounts(sent.map(({ status }) => status)),
    ];
  });
}

/**
 * The server's memory while a member sends IMPORTS imports of one small ZIP whose journal.json
 * unpacks to EXPANDED_JSON_BYTES, and the slowest list another user got meanwhile.
 */
export async function expandingImports(database: BenchDatabase): Promise<string[]> {
  const zip = await expandingZip(EXPANDED_JSON_BYTES);
  return withUsers(database, async (server, free, member) => {
    const [memberToken, otherToken] = await Promise.all([member.idToken(), free.idToken()]);
    const list = () =>
      fetch(`${server.url}/api/journal`, { headers: { authorization: `Bearer ${otherToken}` } });
    await (await list()).arrayBuffer();
    const memory = await watchPeakRss(server);
    const started = performance.now();
    const imports = Promise.all(
      Array.from({ length: IMPORTS }, async () => {
        const form = new FormData();
        form.append("file", new File([new Uint8Array(zip)], "bitelog-export.zip"));
        try {
          const response = await fetch(`${server.url}/api/import`, {
            method: "POST",
            headers: { authorization: `Bearer ${memberToken}` },
            body: form,
          });
          await response.arrayBuffer();
          return response.status;
        } catch {
          return "reset";
        }
      }),
    );
    const imported = { settled: false };
    void imports.finally(() => (imported.settled = true));
    let slowestList = 0;
    while (!imported.settled) {
      const asked = performance.now();
      await (await list()).arrayBuffer();
      slowestList = Math.max(slowestList, performance.now() - asked);
    }
    const statuses = await imports;
    const elapsed = performance.now() - started;
    const peak = memory.stop();
    return [
      `on ${database.name}`,
      MB(memory.before),
      MB(peak),
      await backToRest(server, memory.before),
      ms(elapsed),
      ms(slowestList),
      statusCounts(statuses),
    ];
  });
}

export const planBodiesHeadings = {
  uploads: [
    `${UPLOADS} uploads of ${MB(UPLOAD_BYTES)} by a free user`,
    "RSS before",
    "RSS peak",
    `RSS back within ${MB(REST_MARGIN_BYTES)}`,
    "all answered in",
    "least unsent",
    "answers",
  ],
  imports: [
    `${IMPORTS} imports of a ZIP whose journal.json unpacks to ${MB(EXPANDED_JSON_BYTES)}`,
    "RSS before",
    "RSS peak",
    `RSS back within ${MB(REST_MARGIN_BYTES)}`,
    "all answered in",
    "another user's slowest list",
    "answers",
  ],
};
