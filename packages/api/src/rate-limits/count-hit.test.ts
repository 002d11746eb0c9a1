import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@bitelog/db/testing";
import { testBackends } from "@bitelog/db/testing";

import { countHit, sweepRateLimitCounters } from "./count-hit";

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

describe.each(testBackends())("rate-limit counters on $name", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await backend.create();
  });
  afterAll(() => t.destroy());

  it("counts calls in a fixed window, starts again in the next, and says when the window ends", async () => {
    const hit = (iso: string) => countHit(t.db, "window", MINUTE, at(iso));
    expect(await hit("2025-10-27T10:00:05Z")).toEqual({ hits: 1, windowEndsAt: at("2025-10-27T10:01:00Z") });
    expect((await hit("2025-10-27T10:00:59Z")).hits).toBe(2);
    expect(await hit("2025-10-27T10:01:00Z")).toEqual({ hits: 1, windowEndsAt: at("2025-10-27T10:02:00Z") });
    // A server copy whose clock is behind counts into the window already begun.
    expect(await hit("2025-10-27T10:00:58Z")).toEqual({ hits: 2, windowEndsAt: at("2025-10-27T10:02:00Z") });
  });

  it("gives each of many simultaneous calls a count of its own", async () => {
    const now = at("2025-10-27T10:00:00Z");
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countHit(t.db, "parallel", MINUTE, now)),
    );
    expect(counts.map(({ hits }) => hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("sweeps counters whose window is long over", async () => {
    await countHit(t.db, "old", MINUTE, at("2025-10-26T10:00:00Z"));
    await countHit(t.db, "recent", MINUTE, at("2025-10-27T10:00:00Z"));
    expect(await sweepRateLimitCounters(t.db, at("2025-10-27T00:00:00Z"))).toBeGreaterThanOrEqual(1);
    const keys = (await t.db.selectFrom("rate_limit_counters").select("key").execute()).map((row) => row.key);
    expect(keys).toContain("recent");
    expect(keys).not.toContain("old");
  });
});
