import { describe, expect, it } from "vitest";

import { PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { AppUser } from "../testing";
import { countEntries, rejectionOf, seedEntries, useApiHarness } from "../testing";

const visit = { restaurantName: "Zucca", visitDate: "2026-11-20", rating: 4, comment: "Pumpkin ravioli" };

describe.each(testBackends())("changes sent again with the same key on $name", (backend) => {
  const api = useApiHarness(backend);
  const { newUser, callerFor } = api;
  const entryCount = (user: AppUser) => countEntries(api.db, user.accountId);

  it("creates once and answers the same, also when the copies arrive together", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    const first = await caller.entries.create({ ...visit, idempotencyKey: "key-create-1" });
    const again = await caller.entries.create({ ...visit, idempotencyKey: "key-create-1" });
    expect(JSON.parse(JSON.stringify(again))).toEqual(JSON.parse(JSON.stringify(first)));
    expect(await entryCount(user)).toBe(1);

    const together = await Promise.all(
      Array.from({ length: 5 }, async () =>
        (await callerFor(user)).entries.create({ ...visit, idempotencyKey: "key-create-2" }),
      ),
    );
    expect(new Set(together.map((entry) => entry.id)).size).toBe(1);
    expect(await entryCount(user)).toBe(2);

    // Without a key, every create is a new entry.
    await caller.entries.create(visit);
    expect(await entryCount(user)).toBe(3);
  });

  it("updates once: a copy arriving after a later change answers as the first time and changes nothing", async () => {
    const caller = await callerFor(await newUser());
    const { id } = await caller.entries.create(visit);
    const renamed = await caller.entries.update({
      id,
      ...visit,
      restaurantName: "Zucca Bar",
      idempotencyKey: "key-update",
    });
    await caller.entries.update({ id, ...visit, restaurantName: "Zucca Café" });
    const copy = await caller.entries.update({
      id,
      ...visit,
      restaurantName: "Zucca Bar",
      idempotencyKey: "key-update",
    });
    expect(copy.restaurant_name).toBe("Zucca Bar");
    expect(JSON.parse(JSON.stringify(copy))).toEqual(JSON.parse(JSON.stringify(renamed)));
    expect((await caller.entries.get({ id })).restaurant_name).toBe("Zucca Café");
  });

  it("deletes once: the copy is answered as the first, not with 404", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    const { id } = await caller.entries.create(visit);
    const first = await caller.entries.delete({ id, idempotencyKey: "key-delete" });
    await expect(caller.entries.delete({ id, idempotencyKey: "key-delete" })).resolves.toEqual(first);
    expect((await rejectionOf(caller.entries.delete({ id }))).status).toBe(404);
  });

  it("keeps no key for a refused change, so the copy sent after the refusal is tried again", async () => {
    const user = await newUser();
    const caller = await callerFor(user);
    await seedEntries(api.db, user.accountId, PLAN_LIMITS.free.maxEntries ?? 0);
    const refused = await rejectionOf(caller.entries.create({ ...visit, idempotencyKey: "key-over-limit" }));
    expect(refused.status).toBe(403);
    await api.db
      .deleteFrom("journal_entries")
      .where("user_id", "=", user.accountId)
      .where("restaurant_name", "=", "Seeded 0")
      .execute();
    await expect(
      caller.entries.create({ ...visit, idempotencyKey: "key-over-limit" }),
    ).resolves.toMatchObject({
      restaurant_name: "Zucca",
    });
  });

  it("keeps keys per account, refuses a key reused for another change, and a malformed key", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    await (await callerFor(alice)).entries.create({ ...visit, idempotencyKey: "shared-key-1" });
    await (await callerFor(bob)).entries.create({ ...visit, idempotencyKey: "shared-key-1" });
    expect(await entryCount(bob)).toBe(1);

    const caller = await callerFor(alice);
    const { id } = await caller.entries.create(visit);
    expect(await rejectionOf(caller.entries.delete({ id, idempotencyKey: "shared-key-1" }))).toEqual({
      trpcCode: "CONFLICT",
      status: 409,
      body: {
        error: "Idempotency key reused",
        code: "IDEMPOTENCY_KEY_REUSED",
        message: "idempotencyKey: already used for another change; send a new key.",
      },
    });
    expect(await entryCount(alice)).toBe(2);
    expect((await rejectionOf(caller.entries.create({ ...visit, idempotencyKey: "no spaces" }))).status).toBe(
      400,
    );
  });
});
