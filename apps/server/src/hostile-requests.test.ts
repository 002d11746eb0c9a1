import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import { createAppUser } from "@bitelog/api/testing";
import { MAX_PHOTOS_PER_ENTRY, PHOTOS, PLAN_LIMITS, RATE_LIMITS, REQUESTS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "./testing/test-server";
import { startTestServer } from "./testing/test-server";

const NO_ENTRY = "00000000-0000-4000-8000-000000000000";

/** `[[[…]]]` nested `depth` times: small, and deeper than any stack walks. */
const nestedArrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

/**
 * POSTs a body that never ends (chunked, no Content-Length): `bytes` of it, then the request stays
 * open unfinished, so an answer can only come from a server that does not wait for the body's end.
 * Sending stops at `bytes` rather than at the answer: a server that answers and closes resets the
 * connection on bytes it did not read, and a write racing that reset fails (EPIPE) and takes the
 * answer with it. That race remains while bytes are still going out, so it is run again.
 */
async function postUnendingBody(
  url: URL,
  headers: Record<string, string>,
  bytes: number,
): Promise<{ status: number; body: unknown }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await postUnendingBodyOnce(url, headers, bytes);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (attempt === 3 || (code !== "EPIPE" && code !== "ECONNRESET")) throw error;
    }
  }
}

function postUnendingBodyOnce(
  url: URL,
  headers: Record<string, string>,
  bytes: number,
): Promise<{ status: number; body: unknown }> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: "POST", headers }, (response) => {
      stop();
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => (text += part));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown });
      });
    });
    let failure: Error | undefined;
    request.on("error", (error: NodeJS.ErrnoException) => {
      stop();
      failure = error;
    });
    // Closed without an answer read whole: the write's failure is the outcome.
    request.on("close", () => reject(failure ?? new Error("closed without an answer")));
    let sent = 0;
    const sending = setInterval(() => {
      request.write(chunk);
      sent += chunk.byteLength;
      if (sent >= bytes) stop();
    }, 5);
    const stop = () => clearInterval(sending);
  });
}

describe.each(testBackends())("hostile requests on $name", (backend) => {
  let server: TestServer;
  let alice: AppUser;
  beforeAll(async () => {
    server = await startTestServer(backend);
    alice = await createAppUser(server.db);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), alice.dispose()]);
  });

  const send = async (user: AppUser | null, method: string, path: string, body?: string) => {
    const response = await server.request(path, { method, headers: await headersOf(user), body });
    return {
      status: response.status,
      cacheControl: response.headers.get("cache-control"),
      body: await response.json(),
    };
  };
  const headersOf = async (user: AppUser | null, type = "application/json") => ({
    "content-type": type,
    ...(user ? { authorization: `Bearer ${await user.idToken()}` } : {}),
  });
  /** Sends `bytes` of a body that never ends: by default a little, for refusals made on the headers. */
  const sendUnending = async (
    user: AppUser | null,
    path: string,
    headers: Record<string, string> = {},
    bytes = 1,
  ) => postUnendingBody(new URL(path, server.url), { ...(await headersOf(user)), ...headers }, bytes);
  /** Past a limit that only counting the bytes can find. */
  const pastLimit = (limitBytes: number) => limitBytes + 1024 ** 2;

  it("answers 400 to deeply nested JSON, signed in or not, on REST and tRPC", async () => {
    const nested = nestedArrays(10_000);
    const refused = { status: 400 };
    expect(await send(null, "POST", "/api/auth/firebase", nested)).toMatchObject(refused);
    expect(await send(null, "POST", "/trpc/auth.exchange", nested)).toMatchObject(refused);
    expect(await send(alice, "POST", "/api/journal", `{"comment":${nested}}`)).toMatchObject(refused);
    expect(await send(alice, "POST", "/trpc/entries.create", `{"comment":${nested}}`)).toMatchObject(refused);
  });

  it("answers 413 to a JSON body past its limit, whether its length is declared or not", async () => {
    const tooLarge = JSON.stringify({ comment: "x".repeat(REQUESTS.jsonBodyBytes) });
    const refused = { status: 413, body: { error: "Request body too large", code: "REQUEST_TOO_LARGE" } };
    expect(await send(alice, "PUT", "/api/user/settings", tooLarge)).toMatchObject(refused);
    expect(await send(null, "POST", "/trpc/auth.exchange", tooLarge)).toMatchObject(refused);
    // Streamed, so that only counting can stop them.
    expect(
      await sendUnending(null, "/api/auth/firebase", {}, pastLimit(REQUESTS.jsonBodyBytes)),
    ).toMatchObject(refused);
    expect(
      await sendUnending(null, "/api/stripe/webhook", {}, pastLimit(REQUESTS.webhookBodyBytes)),
    ).toMatchObject(refused);
    expect(
      await sendUnending(alice, "/trpc/entries.create", {}, pastLimit(REQUESTS.jsonBodyBytes)),
    ).toMatchObject(refused);
  });

  it("refuses an upload without a valid token before reading its body, and one past the limit unread", async () => {
    const upload = `/api/journal/${NO_ENTRY}/photos`;
    const multipart = { "content-type": "multipart/form-data; boundary=x" };
    expect(await sendUnending(null, upload, multipart)).toEqual({
      status: 401,
      body: { error: "Authentication required", code: "UNAUTHENTICATED" },
    });
    expect(await sendUnending(null, upload, { ...multipart, authorization: "Bearer forged" })).toMatchObject({
      status: 401,
    });
    // Its Content-Length says it is too large: refused before a byte is read.
    expect(
      await sendUnending(alice, upload, { ...multipart, "content-length": String(1024 ** 3) }),
    ).toMatchObject({ status: 413, body: { error: "Upload too large", code: "UPLOAD_TOO_LARGE" } });
  });

  it("refuses a free user's upload past the plan's files at their size before reading it, declared or counted", async () => {
    const upload = `/api/journal/${NO_ENTRY}/photos`;
    const multipart = { "content-type": "multipart/form-data; boundary=x" };
    const { maxPhotosPerEntry } = PLAN_LIMITS.free;
    // Under the largest upload any plan takes, over what the free plan's photos per entry take.
    const declared = String(MAX_PHOTOS_PER_ENTRY * PHOTOS.maxUploadBytes);
    const refused = { status: 413, body: { error: "Upload too large", code: "UPLOAD_TOO_LARGE" } };
    expect(await sendUnending(alice, upload, { ...multipart, "content-length": declared })).toMatchObject(
      refused,
    );
    // With no length, refused once the bytes counted pass the plan's limits, not the largest plan's.
    const freePhotos = maxPhotosPerEntry * PHOTOS.maxUploadBytes + REQUESTS.multipartFramingBytes;
    const endless = await sendUnending(alice, upload, multipart, pastLimit(freePhotos));
    expect(endless).toMatchObject(refused);
    expect((endless.body as { message: string }).message).toContain(`${maxPhotosPerEntry} photos`);
  });

  it("refuses an import past the hourly rate limit before reading its body", async () => {
    const { name, limit, windowMs } = RATE_LIMITS.journalFileImport;
    const now = Date.now();
    await server.db
      .insertInto("rate_limit_counters")
      .values({
        key: `${name}:user:${alice.uid}`,
        window_start: new Date(Math.floor(now / windowMs) * windowMs),
        hits: limit,
      })
      .execute();
    expect(
      await sendUnending(alice, "/api/import", { "content-type": "multipart/form-data; boundary=x" }),
    ).toMatchObject({ status: 429, body: { error: "Too many requests", code: "RATE_LIMITED" } });
  });

  it("refuses a tRPC batch of more calls than the limit", async () => {
    const paths = Array.from({ length: REQUESTS.maxBatchCalls + 1 }, () => "membership.usage").join(",");
    const inputs = JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, {}])));
    const batch = await send(alice, "GET", `/trpc/${paths}?batch=1&input=${encodeURIComponent(inputs)}`);
    expect(batch.status).toBe(400);
    const allowed = Array.from({ length: REQUESTS.maxBatchCalls }, () => "membership.usage").join(",");
    expect(
      (await send(alice, "GET", `/trpc/${allowed}?batch=1&input=${encodeURIComponent(inputs)}`)).status,
    ).toBe(200);
  });

  it("answers 400 to a photo list longer than any entry holds, never 503", async () => {
    const photoUrlsToDelete = Array.from(
      { length: 100_000 },
      (_, i) => `/api/images/users/u/entries/e/${i}.webp`,
    );
    const answer = await send(
      alice,
      "DELETE",
      `/api/journal/${NO_ENTRY}/photos`,
      JSON.stringify({ photoUrlsToDelete: photoUrlsToDelete.slice(0, 5000) }),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { error: "Invalid request", code: "VALIDATION_FAILED" },
    });
    expect(JSON.stringify(answer.body)).toContain("photoUrlsToDelete");
  });

  it("marks private answers private, no-store, and the revalidated list private, no-cache", async () => {
    const created = await send(
      alice,
      "POST",
      "/api/journal",
      JSON.stringify({ restaurantName: "Kept private", visitDate: "2025-10-27" }),
    );
    expect(created).toMatchObject({ status: 201, cacheControl: "private, no-store" });
    const { id } = created.body as { id: string };
    for (const path of [
      "/api/user/settings",
      `/api/journal/${id}`,
      "/api/journal/search?q=kept",
      "/api/membership/info",
      "/api/membership/usage",
      "/trpc/user.settings",
      "/api/journal/does-not-exist",
    ]) {
      expect((await send(alice, "GET", path)).cacheControl, path).toBe("private, no-store");
    }
    expect((await send(alice, "GET", "/api/journal")).cacheControl).toBe("private, no-cache");
  });
});
