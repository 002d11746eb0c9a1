import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import { createAppUser } from "@bitelog/api/testing";
import { RATE_LIMITS } from "@bitelog/config";
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
      message: "Too many attempts. Please try again in 30 seconds.",
      retryAfterSeconds: 30,
    });
    expect(await post(first, "/trpc/auth.exchange", null)).toMatchObject({ status: 429, retryAfter: "30" });

    clock.time = new Date("2025-10-27T10:01:00Z");
    expect((await post(first, "/api/auth/firebase", null)).status).toBe(400);
  });

  it("counts uploads per user, on both paths", async () => {
    const { limit } = RATE_LIMITS.photoUpload;
    const entry = "00000000-0000-4000-8000-000000000000";
    for (let i = 0; i < limit; i++) {
      const answer =
        i % 2 === 0
          ? await post(first, `/api/journal/${entry}/photos`, alice, "")
          : await post(second, "/trpc/photos.upload", alice);
      expect(answer.status, `upload ${i + 1}`).not.toBe(429);
    }
    expect((await post(second, `/api/journal/${entry}/photos`, alice, "")).status).toBe(429);
    expect((await post(first, "/trpc/photos.upload", alice)).status).toBe(429);
    expect((await post(first, `/api/journal/${entry}/photos`, bob, "")).status).not.toBe(429);
  });
});
