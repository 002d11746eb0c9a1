import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import { createAppUser } from "@bitelog/api/testing";
import { PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "../testing/test-server";
import { startTestServer } from "../testing/test-server";

const place = {
  restaurantName: "Chez Panisse",
  restaurantAddress: "1517 Shattuck Ave, Berkeley",
  restaurantLatitude: 37.8796,
  restaurantLongitude: -122.2689,
  sourceUrl: "https://maps.app.goo.gl/abc",
  listName: "Bay Area",
};

describe.each(testBackends())("places-to-try REST routes on $name", (backend) => {
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

  const send = async (user: AppUser | null, method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (user) headers.authorization = `Bearer ${await user.idToken()}`;
    const response = await server.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      cacheControl: response.headers.get("cache-control"),
      body: (await response.json()) as Record<string, unknown>,
    };
  };

  it("adds, lists, changes and deletes a place, privately and never cached", async () => {
    const created = await send(alice, "POST", "/api/places-to-try", place);
    expect(created).toMatchObject({
      status: 201,
      cacheControl: "private, no-store",
      body: {
        restaurant_name: "Chez Panisse",
        location_precision: "exact",
        source_url: "https://maps.app.goo.gl/abc",
        list_name: "Bay Area",
        note: null,
      },
    });
    const id = created.body.id as string;
    expect(await send(alice, "GET", "/api/places-to-try")).toEqual({
      status: 200,
      cacheControl: "private, no-store",
      body: { places: [created.body], limit: PLAN_LIMITS.free.maxPlacesToTry },
    });
    const changed = await send(alice, "PUT", `/api/places-to-try/${id}`, {
      id: "ignored",
      note: "Book ahead",
    });
    expect(changed).toMatchObject({ status: 200, body: { ...created.body, note: "Book ahead" } });
    expect(await send(alice, "DELETE", `/api/places-to-try/${id}`)).toMatchObject({
      status: 200,
      body: { message: "Place deleted" },
    });
    expect((await send(alice, "GET", "/api/places-to-try")).body.places).toEqual([]);
  });

  it("answers 404 for another account's place, 400 naming the field, 401 without a token", async () => {
    const created = await send(alice, "POST", "/api/places-to-try", place);
    const path = `/api/places-to-try/${created.body.id as string}`;
    expect(await send(bob, "PUT", path, { note: "mine" })).toMatchObject({
      status: 404,
      body: { error: "Place not found" },
    });
    expect(await send(bob, "DELETE", path)).toMatchObject({ status: 404 });
    const invalid = await send(alice, "POST", "/api/places-to-try", { ...place, restaurantLatitude: 95 });
    expect(invalid).toMatchObject({ status: 400, body: { error: "Invalid request" } });
    expect(invalid.body.message).toMatch(/^restaurantLatitude: /);
    expect((await send(null, "GET", "/api/places-to-try")).status).toBe(401);
  });
});
