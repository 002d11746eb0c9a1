import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ProcedureMeta } from "@bitelog/api/server";
import type { AppUser } from "@bitelog/api/testing";
import { appRouter } from "@bitelog/api/server";
import { createAppUser } from "@bitelog/api/testing";
import { RATE_LIMITS, REQUESTS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { RunningServer } from "./server";
import type { TestServer } from "./testing/test-server";
import { startServerWithTestSettings, startTestServer } from "./testing/test-server";

describe.each(testBackends())("rate limits on $name", (backend) => {
  /** The tests' time: still, so that every call falls in one window, until a test moves it on. */
  const clock = { time: new Date("2025-10-27T10:00:30Z"), now: () => new Date(clock.time) };
  let first: TestServer;
  let second: TestServer;
  let alice: AppUser;
  let bob: AppUser;

  beforeAll(async () => {
    first = await startTestServer(backend, {}, { clock });
    // A second copy of the server on the same database: the counters are shared through it.
    second = await startServerWithTestSettings({}, { db: first.db, clock });
    [alice, bob] = await Promise.all([createAppUser(first.db), createAppUser(first.db)]);
  });
  afterAll(async () => {
    await Promise.all([second.stop(), alice.dispose(), bob.dispose()]);
    await first.stop();
  });

  const post = async (server: RunningServer, path: string, user: AppUser | null, body = "{}") => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (user) headers.authorization = `Bearer ${await user.idToken()}`;
    const response = await fetch(new URL(path, server.url), { method: "POST", headers, body });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: await response.text(),
    };
  };

  it("refuses sign-in exchanges past the limit with 429 and Retry-After, counted across REST, tRPC and server copies", async () => {
    const { limit } = RATE_LIMITS.signIn;
    for (let i = 0; i < limit; i++) {
      // Invalid bodies: every attempt counts, whatever its fate.
      const answer =
        i % 2 === 0
          ? await post(first, "/api/auth/firebase", null)
          : await post(second, "/trpc/auth.exchange", null);
      expect(answer.status, `attempt ${i + 1}`).toBe(400);
    }
    const refused = await post(second, "/api/auth/firebase", null);
    // The window is the minute from 10:00:00; the clock stands at 10:00:30.
    expect(refused).toMatchObject({ status: 429, retryAfter: "30" });
    expect(JSON.parse(refused.body)).toEqual({
      error: "Too many requests",
      code: "RATE_LIMITED",
      message: "Too many attempts. Please try again in 30 seconds.",
      retryAfterSeconds: 30,
    });
    expect(await post(first, "/trpc/auth.exchange", null)).toMatchObject({ status: 429, retryAfter: "30" });

    clock.time = new Date("2025-10-27T10:01:00Z");
    expect((await post(first, "/api/auth/firebase", null)).status).toBe(400);
  });

  it("takes the sign-in limit from SIGN_IN_RATE_LIMIT", async () => {
    const strict = await startServerWithTestSettings({ SIGN_IN_RATE_LIMIT: "3" }, { db: first.db, clock });
    try {
      clock.time = new Date("2025-10-27T10:05:00Z");
      for (let i = 0; i < 3; i++) expect((await post(strict, "/api/auth/firebase", null)).status).toBe(400);
      expect((await post(strict, "/trpc/auth.exchange", null)).status).toBe(429);
      // The other copy, on the default, still has room in the same window.
      expect((await post(first, "/api/auth/firebase", null)).status).toBe(400);
    } finally {
      await strict.stop();
    }
  });

  it("counts uploads per user, across server copies", async () => {
    const { limit } = RATE_LIMITS.photoUpload;
    const upload = `/api/journal/00000000-0000-4000-8000-000000000000/photos`;
    for (let i = 0; i < limit; i++) {
      const answer = await post(i % 2 === 0 ? first : second, upload, alice, "");
      expect(answer.status, `upload ${i + 1}`).not.toBe(429);
    }
    expect((await post(second, upload, alice, "")).status).toBe(429);
    expect((await post(first, upload, alice, "")).status).toBe(429);
    expect((await post(first, upload, bob, "")).status).not.toBe(429);
  });
});

describe.each(testBackends())("every declared rate limit on $name", (backend) => {
  const clock = { time: new Date("2025-10-27T10:00:30Z"), now: () => new Date(clock.time) };
  let server: TestServer;
  let carol: AppUser;

  beforeAll(async () => {
    // No payments: the Stripe calls answer 503, and still count.
    server = await startTestServer(backend, {}, { clock });
    carol = await createAppUser(server.db);
  });
  afterAll(async () => {
    await carol.dispose();
    await server.stop();
  });

  /** For each procedure with a limit that /trpc serves, an input that never succeeds, so that no call changes anything. */
  const FAILING_INPUTS: Record<string, unknown> = {
    "auth.exchange": {},
    "user.deleteAccount": { firebaseUid: "someone-else" },
    "billing.createCheckoutSession": { membershipLevel: "member", interval: "month" },
    "billing.createPortalSession": undefined,
    "membership.refresh": undefined,
    "membership.resume": undefined,
    "sharing.create": { entryId: "not-an-entry" },
    "transfer.import": { entries: [] },
  };

  /** The REST routes that call the procedures /trpc does not serve, each in a way that never succeeds. */
  const REST_ROUTES: Record<string, { method: string; path: string }> = {
    "photos.admitUpload": {
      method: "POST",
      path: "/api/journal/00000000-0000-4000-8000-000000000000/photos",
    },
    // A read: succeeding changes nothing either.
    "transfer.start": { method: "GET", path: "/api/export?format=csv" },
    "transfer.admitImport": { method: "POST", path: "/api/import" },
    // A dry run is counted apart from imports.
    "transfer.admitImportPreview": { method: "POST", path: "/api/import?dryRun=true" },
  };

  /** The HTTP status of each call of one tRPC batch of `count` calls of `path` (or `count` REST calls). */
  const batch = async (path: string, count: number): Promise<number[]> => {
    const route = REST_ROUTES[path];
    if (route) {
      const headers = { authorization: `Bearer ${await carol.idToken()}` };
      const calls = Array.from({ length: count }, async () => {
        const response = await server.request(route.path, { method: route.method, headers });
        await response.arrayBuffer();
        return response.status;
      });
      return Promise.all(calls);
    }
    const input = FAILING_INPUTS[path];
    const inputs = JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [i, input])));
    const procedures: Record<string, unknown> = appRouter._def.procedures;
    const { type } = (procedures[path] as { _def: { type: string } })._def;
    const url = `/trpc/${Array(count).fill(path).join(",")}?batch=1`;
    const headers = { "content-type": "application/json", authorization: `Bearer ${await carol.idToken()}` };
    const response =
      type === "query"
        ? await server.request(`${url}&input=${encodeURIComponent(inputs)}`, { headers })
        : await server.request(url, { method: "POST", headers, body: inputs });
    const answers = (await response.json()) as { error?: { data: { httpStatus: number } } }[];
    return answers.map((answer) => answer.error?.data.httpStatus ?? 200);
  };

  it("is tested for every procedure that declares one, and counts each call of a batch", async () => {
    // Flat at run time: every procedure by its path.
    const procedures: Record<string, unknown> = appRouter._def.procedures;
    const limited = Object.entries(procedures).flatMap(([path, procedure]) => {
      const { meta } = (procedure as { _def: { meta?: ProcedureMeta } })._def;
      return meta?.rateLimit ? [[path, meta.rateLimit] as const] : [];
    });
    expect(limited.map(([path]) => path).sort()).toEqual(
      [...Object.keys(FAILING_INPUTS), ...Object.keys(REST_ROUTES)].sort(),
    );

    for (const [path, { limit }] of limited) {
      const statuses: number[] = [];
      while (statuses.length < limit) {
        statuses.push(...(await batch(path, Math.min(REQUESTS.maxBatchCalls, limit - statuses.length))));
      }
      expect(
        statuses.filter((status) => status === 429),
        path,
      ).toEqual([]);
      expect(await batch(path, 2), path).toEqual([429, 429]);
    }
  });
});
