import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import { createAppUser, seedEntries } from "@bitelog/api/testing";
import { PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "../testing/test-server";
import { startTestServer } from "../testing/test-server";

/** The read model of docs/product.md §3, field for field. */
/** The read model of docs/product.md §3, with the dishes of issue 18. */
const ENTRY_FIELDS = [
  "comment",
  "id",
  "listed_since",
  "location_precision",
  "photoUrls",
  "rating",
  "restaurant_address",
  "restaurant_latitude",
  "restaurant_longitude",
  "restaurant_name",
  "things_to_remember",
  "thumbnail_url",
  "visit_date",
  "what_you_had",
  "would_get_again",
];

const visit = {
  restaurantName: "Chez Panisse",
  restaurantAddress: "1517 Shattuck Ave, Berkeley",
  restaurantLatitude: 37.8796,
  restaurantLongitude: -122.2689,
  visitDate: "2025-10-27",
  rating: 5,
  comment: "Peach galette",
};

describe.each(testBackends())("journal REST routes on $name", (backend) => {
  let server: TestServer;
  let alice: AppUser;
  let bob: AppUser;
  beforeAll(async () => {
    server = await startTestServer(backend);
    [alice, bob] = await Promise.all([createAppUser(server.db), createAppUser(server.db)]);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), alice.dispose(), bob.dispose()]);
  });

  const send = async (
    user: AppUser | null,
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ) => {
    const headers: Record<string, string> = { "content-type": "application/json", ...extraHeaders };
    if (user) headers.authorization = `Bearer ${await user.idToken()}`;
    const response = await server.request(path, {
      method,
      headers,
      body: typeof body === "string" ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  type Entry = Record<string, unknown> & { id: string };
  interface SearchPage {
    entries: Entry[];
    nextCursor: string | null;
    total: number;
    totalCapped: boolean;
  }
  interface BrowsePage extends SearchPage {
    letters: string[];
    letter: string | null;
  }

  it("answers a change sent again with the same Idempotency-Key as the first time, writing it once", async () => {
    const key = { "idempotency-key": `rest-${bob.accountId}` };
    const first = await send(bob, "POST", "/api/journal", visit, key);
    const again = await send(bob, "POST", "/api/journal", visit, key);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const list = await send(bob, "GET", "/api/journal");
    expect((list.body as Entry[]).filter((entry) => entry.id === (first.body as Entry).id)).toHaveLength(1);

    const removal = { "idempotency-key": `rest-delete-${bob.accountId}` };
    const path = `/api/journal/${(first.body as Entry).id}`;
    const deleted = await send(bob, "DELETE", path, undefined, removal);
    expect(deleted.status).toBe(200);
    expect(await send(bob, "DELETE", path, undefined, removal)).toEqual(deleted);
    expect((await send(bob, "DELETE", path, undefined, { "idempotency-key": "bad key" })).status).toBe(400);
  });

  it("creates, reads, lists, replaces and deletes an entry with exactly the documented fields (docs/product.md §7)", async () => {
    const created = await send(alice, "POST", "/api/journal", visit);
    expect(created.status).toBe(201);
    const entry = created.body as Entry;
    expect(Object.keys(entry).sort()).toEqual(ENTRY_FIELDS);
    expect(entry).toEqual({
      id: entry.id,
      restaurant_name: "Chez Panisse",
      restaurant_address: "1517 Shattuck Ave, Berkeley",
      restaurant_latitude: 37.8796,
      restaurant_longitude: -122.2689,
      location_precision: "exact",
      visit_date: "2025-10-27",
      rating: 5,
      comment: "Peach galette",
      what_you_had: null,
      would_get_again: null,
      things_to_remember: null,
      photoUrls: [],
      thumbnail_url: null,
      listed_since: null,
    });

    expect(await send(alice, "GET", `/api/journal/${entry.id}`)).toEqual({ status: 200, body: entry });
    expect(await send(alice, "GET", "/api/journal")).toEqual({ status: 200, body: [entry] });

    const replaced = await send(alice, "PUT", `/api/journal/${entry.id}`, {
      ...visit,
      id: "someone-else",
      rating: "",
      comment: "Closed on Mondays",
      thumbnailUrl: null,
    });
    expect(replaced).toEqual({
      status: 200,
      body: { ...entry, rating: null, comment: "Closed on Mondays" },
    });

    expect(await send(alice, "DELETE", `/api/journal/${entry.id}`)).toEqual({
      status: 200,
      body: { message: "Entry deleted successfully" },
    });
    expect(await send(alice, "GET", `/api/journal/${entry.id}`)).toEqual({
      status: 404,
      body: { error: "Entry not found", code: "NOT_FOUND" },
    });
  });

  it("answers 404 to another user, and for a malformed id, on read, update and delete", async () => {
    const entry = (await send(alice, "POST", "/api/journal", visit)).body as Entry;
    const notFound = { status: 404, body: { error: "Entry not found", code: "NOT_FOUND" } };
    for (const [user, id] of [
      [bob, entry.id],
      [alice, "not-a-uuid"],
    ] as const) {
      expect(await send(user, "GET", `/api/journal/${id}`)).toEqual(notFound);
      expect(await send(user, "PUT", `/api/journal/${id}`, visit)).toEqual(notFound);
      expect(await send(user, "DELETE", `/api/journal/${id}`)).toEqual(notFound);
    }
    expect(await send(bob, "GET", "/api/journal")).toEqual({ status: 200, body: [] });
    expect((await send(alice, "GET", `/api/journal/${entry.id}`)).body).toEqual(entry);
  });

  it("answers 401 without a token and 400 naming the field for an invalid payload", async () => {
    expect(await send(null, "GET", "/api/journal")).toEqual({
      status: 401,
      body: { error: "Authentication required", code: "UNAUTHENTICATED" },
    });
    const invalid = await send(alice, "POST", "/api/journal", { ...visit, visitDate: "2025-02-30" });
    expect(invalid).toMatchObject({
      status: 400,
      body: { error: "Invalid request", code: "VALIDATION_FAILED", issues: [{ field: "visitDate" }] },
    });
    expect(await send(alice, "POST", "/api/journal", "{")).toMatchObject({ status: 400 });
  });

  it("searches and browses", async () => {
    const user = await createAppUser(server.db);
    try {
      for (const restaurantName of ["Nopa", "nopalito", "Zuni"]) {
        await send(user, "POST", "/api/journal", { ...visit, restaurantName });
      }
      const search = (await send(user, "GET", "/api/journal/search?q=NOPA")).body as SearchPage;
      expect(search.entries.map((entry) => entry.restaurant_name)).toEqual(["Nopa", "nopalito"]);
      expect(search).toMatchObject({ nextCursor: null, total: 2, totalCapped: false });
      expect(await send(user, "GET", "/api/journal/search?q=")).toEqual({
        status: 200,
        body: { entries: [], nextCursor: null, total: 0, totalCapped: false },
      });
      const browse = (await send(user, "GET", "/api/journal/browse?letter=z")).body as BrowsePage;
      expect(browse).toMatchObject({ letters: ["n", "z"], letter: "z" });
      expect(browse.entries.map((entry) => entry.restaurant_name)).toEqual(["Zuni"]);
      expect(((await send(user, "GET", "/api/journal/browse")).body as { letter: string }).letter).toBe("n");
    } finally {
      await user.dispose();
    }
  });

  it("refuses text holding U+0000, which the database cannot store or compare, with 400", async () => {
    const refused = { status: 400, body: { error: "Invalid request", code: "VALIDATION_FAILED" } };
    expect(await send(alice, "GET", "/api/journal/search?q=pho%00")).toMatchObject(refused);
    expect(await send(alice, "POST", "/api/journal", { ...visit, comment: "a\u0000b" })).toMatchObject({
      ...refused,
      body: { ...refused.body, issues: [{ field: "comment" }] },
    });
  });

  it("pages a search and a letter with the cursor each answer gives, and refuses a cursor it did not give", async () => {
    const user = await createAppUser(server.db);
    try {
      await server.db
        .insertInto("journal_entries")
        .values(
          Array.from({ length: 60 }, (_, i) => ({
            user_id: user.accountId,
            restaurant_name: `Pho ${String(i).padStart(2, "0")}`,
            visit_date: "2025-01-01",
          })),
        )
        .execute();
      const first = (await send(user, "GET", "/api/journal/search?q=pho")).body as SearchPage;
      expect(first).toMatchObject({ total: 60, totalCapped: false });
      expect(first.nextCursor).toEqual(expect.any(String));
      expect(first.entries).toHaveLength(50);
      const cursor = encodeURIComponent(first.nextCursor ?? "");
      const second = (await send(user, "GET", `/api/journal/search?q=pho&cursor=${cursor}`))
        .body as SearchPage;
      expect(second).toMatchObject({ total: 60, nextCursor: null });
      expect([...first.entries, ...second.entries].map((entry) => entry.restaurant_name)).toEqual(
        Array.from({ length: 60 }, (_, i) => `Pho ${String(i).padStart(2, "0")}`),
      );
      expect(await send(user, "GET", "/api/journal/search?q=pho&cursor=nope")).toMatchObject({
        status: 400,
        body: { error: "Invalid request", code: "VALIDATION_FAILED", issues: [{ field: "cursor" }] },
      });

      const firstOfP = (await send(user, "GET", "/api/journal/browse?letter=p")).body as BrowsePage;
      expect(firstOfP).toMatchObject({ letter: "p", letters: ["p"], total: 60, totalCapped: false });
      expect(firstOfP.entries).toEqual(first.entries);
      const pCursor = encodeURIComponent(firstOfP.nextCursor ?? "");
      const secondOfP = (await send(user, "GET", `/api/journal/browse?letter=p&cursor=${pCursor}`))
        .body as BrowsePage;
      expect(secondOfP).toMatchObject({ letter: "p", total: 60, nextCursor: null });
      expect(secondOfP.entries).toEqual(second.entries);
      expect(await send(user, "GET", "/api/journal/browse?letter=p&cursor=nope")).toMatchObject({
        status: 400,
        body: { error: "Invalid request", code: "VALIDATION_FAILED", issues: [{ field: "cursor" }] },
      });
    } finally {
      await user.dispose();
    }
  });

  it("lets a client holding the list revalidate it: 304 until the journal changes", async () => {
    const user = await createAppUser(server.db);
    try {
      const token = await user.idToken();
      const list = (ifNoneMatch?: string) =>
        server.request("/api/journal", {
          headers: {
            authorization: `Bearer ${token}`,
            "accept-encoding": "gzip",
            ...(ifNoneMatch ? { "if-none-match": ifNoneMatch } : {}),
          },
        });
      const first = await list();
      const etag = first.headers.get("etag") ?? "";
      expect(first.headers.get("content-encoding")).toBe("gzip");
      expect(first.headers.get("cache-control")).toBe("private, no-cache");
      expect(etag).toMatch(/^W\/".+"$/);

      const unchanged = await list(etag);
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe("");
      expect(unchanged.headers.get("etag")).toBe(etag);

      await send(user, "POST", "/api/journal", visit);
      const changed = await list(etag);
      expect(changed.status).toBe(200);
      expect(changed.headers.get("etag")).not.toBe(etag);
      expect(((await changed.json()) as Entry[]).map((entry) => entry.restaurant_name)).toEqual([
        visit.restaurantName,
      ]);
    } finally {
      await user.dispose();
    }
  });

  it("sends small answers whole, with their length, rather than through gzip", async () => {
    const entry = (await send(alice, "POST", "/api/journal", visit)).body as Entry;
    const response = await server.request(`/api/journal/${entry.id}`, {
      headers: { authorization: `Bearer ${await alice.idToken()}`, "accept-encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(Number(response.headers.get("content-length"))).toBe((await response.arrayBuffer()).byteLength);
  });

  it("answers the entry limit with the documented 403", async () => {
    const user = await createAppUser(server.db);
    try {
      await seedEntries(server.db, user.accountId, PLAN_LIMITS.free.maxEntries ?? 0);
      expect(await send(user, "POST", "/api/journal", visit)).toEqual({
        status: 403,
        body: {
          error: "Entry limit reached",
          code: "ENTRY_LIMIT_REACHED",
          message: "You have reached your entry limit.",
        },
      });
    } finally {
      await user.dispose();
    }
  });
});
