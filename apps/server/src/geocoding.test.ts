import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import type { TestDatabase } from "@bitelog/db/testing";
import type { PhotonStandIn } from "@bitelog/dev/photon-stand-in";
import { createAppUser } from "@bitelog/api/testing";
import { testBackends } from "@bitelog/db/testing";
import { startPhotonStandIn } from "@bitelog/dev/photon-stand-in";

import { startServerWithTestSettings } from "./testing/test-server";

describe.each(testBackends())("geocoding through the server's PHOTON_URL on $name", (backend) => {
  let database: TestDatabase;
  let photon: PhotonStandIn;
  let user: AppUser;
  beforeAll(async () => {
    [database, photon] = await Promise.all([backend.create(), startPhotonStandIn()]);
    user = await createAppUser(database.db);
  });
  afterAll(async () => {
    await Promise.all([user.dispose(), photon.close()]);
    await database.destroy();
  });

  const locationOf = (id: string) =>
    database.db
      .selectFrom("journal_entries")
      .select(["restaurant_latitude", "restaurant_longitude", "location_precision"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("geocodes a REST save after answering it, and an entry left over at start", async () => {
    const [leftOver] = await database.db
      .insertInto("journal_entries")
      .values({
        user_id: user.accountId,
        restaurant_name: "Bouillon Chartier",
        restaurant_address: "7 Rue du Faubourg Montmartre, Paris",
        visit_date: "2025-01-01",
        updated_at: new Date(Date.now() - 3_600_000),
      })
      .returning("id")
      .execute();
    const server = await startServerWithTestSettings({ PHOTON_URL: photon.url }, { db: database.db });
    const response = await server.request("/api/journal", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await user.idToken()}` },
      body: JSON.stringify({
        restaurantName: "Casa Lucio",
        restaurantAddress: "Casa Lucio, Calle de la Cava Baja 35, Madrid",
        visitDate: "2025-10-27",
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; restaurant_latitude: number | null };
    expect(created.restaurant_latitude).toBeNull();
    // Stopping waits for the lookups under way and for the housekeeping sweep at start.
    await server.stop();

    expect(await locationOf(created.id)).toEqual({
      restaurant_latitude: 40.41204,
      restaurant_longitude: -3.70944,
      location_precision: "exact",
    });
    expect(await locationOf(leftOver?.id ?? "")).toEqual({
      restaurant_latitude: 48.87197,
      restaurant_longitude: 2.34338,
      location_precision: "exact",
    });
  });
});
