import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { PhotonStandIn } from "@bitelog/dev/photon-stand-in";
import { testBackends } from "@bitelog/db/testing";
import { startPhotonStandIn } from "@bitelog/dev/photon-stand-in";

import type { AppUser } from "../testing";
import { createPhotonGeocoder } from "../adapters/photon-geocoder";
import { silentLogger } from "../logger";
import { callerWith, useApiHarness } from "../testing";
import { locateCity, suggestCities } from "./gazetteer";
import { geocodingSettled, sweepGeocoding } from "./geocode-entries";

/** Where the fixture's Café de Flore is, and GeoNames' centre of Madrid. */
const FLORE = { restaurant_latitude: 48.85411, restaurant_longitude: 2.33258 };
const MADRID = { restaurant_latitude: 40.4165, restaurant_longitude: -3.70256 };

const visit = { restaurantName: "Café de Flore", visitDate: "2025-10-27" };

/** GeoNames' centres of the towns below. */
const NAPLES = { latitude: 40.85216, longitude: 14.26811 };
const FLORENCE = { latitude: 43.77925, longitude: 11.24626 };

describe("the gazetteer", () => {
  it.each([
    ["205 E Houston St, New York, NY 10002, USA", { latitude: 40.71427, longitude: -74.00597 }],
    ["Calle de la Cava Baja 35, 28005 Madrid, España", { latitude: 40.4165, longitude: -3.70256 }],
    ["Rue de Rivoli 10, 75001 Paris", { latitude: 48.85341, longitude: 2.3488 }],
    ["Main Street 3, Paris, TX", { latitude: 33.66094, longitude: -95.55551 }],
    ["Kurfürstenstraße 58, Köln", { latitude: 50.93333, longitude: 6.95 }],
    // The town, not a street of the same name nor a town named like the street.
    ["Via Cesare Sersale 1, Napoli, Italy", NAPLES],
    ["Via Toledo 1, Napoli", NAPLES],
    ["Piazza del Mercato Centrale 26, Firenze", FLORENCE],
    // Local names and the app's languages' names.
    ["Firenze, Italy", FLORENCE],
    ["Stephansplatz 1, 1010 Wien", { latitude: 48.20849, longitude: 16.37208 }],
    ["Marienplatz 8, München", { latitude: 48.13743, longitude: 11.57549 }],
    ["Via del Corso 1, Roma", { latitude: 41.89193, longitude: 12.51133 }],
    ["Avenida Almirante Reis 1, Lisboa, Portugal", { latitude: 38.71667, longitude: -9.13333 }],
    ["Nyhavn 17, 1051 København K, Danmark", { latitude: 55.67594, longitude: 12.56553 }],
    ["Piazza Navona, Roma, Italia", { latitude: 41.89193, longitude: 12.51133 }],
    ["Marienplatz, Monaco di Baviera, Germania", { latitude: 48.13743, longitude: 11.57549 }],
    // Regions of the United States, Canada and Australia, by name and by code.
    ["London, Ontario", { latitude: 42.98339, longitude: -81.23304 }],
    ["1 Pier Rd, Boston, MA", { latitude: 42.35843, longitude: -71.05977 }],
    ["Springfield, IL", { latitude: 39.80172, longitude: -89.64371 }],
    ["Paris, TX", { latitude: 33.66094, longitude: -95.55551 }],
    ["Paris", { latitude: 48.85341, longitude: 2.3488 }],
    ["Paris, France", { latitude: 48.85341, longitude: 2.3488 }],
    ["George St 1, Sydney NSW 2000", { latitude: -33.86785, longitude: 151.20732 }],
    ["Via Roma 1, 20121 Milano MI", { latitude: 45.46427, longitude: 9.18951 }],
  ])("places %s at its city, approximately", async (address, where) => {
    expect(await locateCity(address)).toEqual({ ...where, precision: "approximate" });
  });

  it("names no city it does not find, nor one outside the country or region the address names", async () => {
    expect(await locateCity("12 Nowhere Lane")).toBeNull();
    expect(await locateCity("Rue Nulle Part 1")).toBeNull();
    expect(await locateCity("Via Toledo 1")).toBeNull();
    expect(await locateCity("Calle Inventada 7, Lisboa, España")).toBeNull();
    expect(await locateCity("Main Street 3, Napoli, TX")).toBeNull();
    // A business's name is no town, though it holds one.
    expect(await locateCity("Café de Flore")).toBeNull();
    expect(await locateCity("Trattoria Roma, Somewhere Street 5")).toBeNull();
  });

  it("suggests towns by the start of their name in any language, the larger first", async () => {
    const [zurich, ...others] = await suggestCities("Zurich", "de", 6);
    expect(zurich).toMatchObject({ name: "Zürich", country: "Schweiz", region: null });
    // Not the city's sections ("Zürich (Kreis 3)") beside it.
    expect(others.map((town) => town.name)).not.toContainEqual(expect.stringMatching(/Kreis/));
    expect((await suggestCities("Paris", "fr", 6)).slice(0, 2)).toMatchObject([
      { name: "Paris", country: "France" },
      { name: "Paris", country: "États-Unis", region: "TX" },
    ]);
    expect((await suggestCities("12 rue de Rivoli, Par", "en", 6))[0]).toMatchObject({
      name: "Paris",
      country: "France",
    });
    expect((await suggestCities("Wien", "es", 6))[0]).toMatchObject({ name: "Wien", country: "Austria" });
    expect(await suggestCities("12 rue de Rivoli", "en", 6)).toEqual([]);
  });
});

describe.each(testBackends())("geocoding on save on $name", (backend) => {
  const api = useApiHarness(backend);
  let photon: PhotonStandIn;
  beforeAll(async () => {
    photon = await startPhotonStandIn();
  });
  afterAll(() => photon.close());

  const geocoder = () => createPhotonGeocoder({ url: photon.url, timeoutMs: 300 });
  const callerFor = async (user: AppUser) =>
    callerWith({ db: api.db, ports: { ...api.ports, geocoder: geocoder() } }, await user.idToken());
  const located = async (caller: Awaited<ReturnType<typeof callerFor>>, id: string) => {
    await geocodingSettled(api.db);
    const { restaurant_latitude, restaurant_longitude, location_precision } = await caller.entries.get({
      id,
    });
    return { restaurant_latitude, restaurant_longitude, location_precision };
  };

  it("answers the save at once, then places the address where Photon says, for every reader", async () => {
    photon.setMode("ok");
    const caller = await callerFor(await api.newUser());
    const before = photon.requests.length;
    const created = await caller.entries.create({
      ...visit,
      restaurantAddress: "Café de Flore, Boulevard Saint-Germain, Paris",
    });
    expect(created).toMatchObject({ restaurant_latitude: null, location_precision: null });
    // Kept in memory now, so the list below shows the new coordinates only if the write says so.
    await caller.entries.list();

    expect(await located(caller, created.id)).toEqual({ ...FLORE, location_precision: "exact" });
    expect((await caller.entries.list()).find((entry) => entry.id === created.id)).toMatchObject(FLORE);
    // Only the address goes out: no position, no limit beyond the best match.
    const sent = photon.requests.slice(before).map((url) => Object.fromEntries(url.searchParams));
    expect(sent).toEqual([{ q: "Café de Flore, Boulevard Saint-Germain, Paris", limit: "1" }]);
  });

  it.each(["fail", "slow"] as const)(
    "places the address at its city from the gazetteer when Photon is %s",
    async (mode) => {
      photon.setMode(mode);
      const caller = await callerFor(await api.newUser());
      const created = await caller.entries.create({
        ...visit,
        restaurantAddress: "Calle Inventada 7, Madrid, España",
      });
      expect(created.restaurant_latitude).toBeNull();
      expect(await located(caller, created.id)).toEqual({ ...MADRID, location_precision: "approximate" });
    },
  );

  it("keeps coordinates the client gave, and looks nothing up for them", async () => {
    photon.setMode("ok");
    const caller = await callerFor(await api.newUser());
    const before = photon.requests.length;
    const created = await caller.entries.create({
      ...visit,
      restaurantAddress: "Café de Flore, Paris",
      restaurantLatitude: 1,
      restaurantLongitude: 2,
    });
    expect(await located(caller, created.id)).toEqual({
      restaurant_latitude: 1,
      restaurant_longitude: 2,
      location_precision: "exact",
    });
    expect(photon.requests.length).toBe(before);
  });

  it("never overwrites an edit made while the lookup was out", async () => {
    photon.setMode("slow");
    const caller = await callerFor(await api.newUser());
    const placed = await caller.entries.create({ ...visit, restaurantAddress: "Somewhere, Madrid" });
    await caller.entries.update({
      id: placed.id,
      ...visit,
      restaurantAddress: "Somewhere, Madrid",
      restaurantLatitude: 10,
      restaurantLongitude: 20,
    });
    const moved = await caller.entries.create({ ...visit, restaurantAddress: "Somewhere, Madrid" });
    await caller.entries.update({ id: moved.id, ...visit, restaurantAddress: "Rue de Rivoli 10, Paris" });

    expect(await located(caller, placed.id)).toEqual({
      restaurant_latitude: 10,
      restaurant_longitude: 20,
      location_precision: "exact",
    });
    expect(await located(caller, moved.id)).toEqual({
      restaurant_latitude: 48.85341,
      restaurant_longitude: 2.3488,
      location_precision: "approximate",
    });
  });

  it("geocodes an edited address again, but not one whose coordinates the user cleared", async () => {
    photon.setMode("ok");
    const caller = await callerFor(await api.newUser());
    const { id } = await caller.entries.create({ ...visit, restaurantAddress: "Café de Flore, Paris" });
    expect(await located(caller, id)).toEqual({ ...FLORE, location_precision: "exact" });

    await caller.entries.update({ id, ...visit, restaurantAddress: "Café de Flore, Paris" });
    expect(await located(caller, id)).toEqual({
      restaurant_latitude: null,
      restaurant_longitude: null,
      location_precision: null,
    });
    photon.setMode("fail");
    await caller.entries.update({ id, ...visit, restaurantAddress: "Plaza Mayor, Madrid" });
    expect(await located(caller, id)).toEqual({ ...MADRID, location_precision: "approximate" });
  });

  it("keeps a pin approximate when saved back unmoved, and makes it exact once moved", async () => {
    photon.setMode("fail");
    const caller = await callerFor(await api.newUser());
    const { id } = await caller.entries.create({ ...visit, restaurantAddress: "Plaza Mayor, Madrid" });
    const pin = {
      restaurantLatitude: MADRID.restaurant_latitude,
      restaurantLongitude: MADRID.restaurant_longitude,
    };
    expect(await located(caller, id)).toEqual({ ...MADRID, location_precision: "approximate" });

    await caller.entries.update({ id, ...visit, restaurantAddress: "Plaza Mayor 1, Madrid", ...pin });
    expect(await located(caller, id)).toEqual({ ...MADRID, location_precision: "approximate" });
    await caller.entries.update({ id, ...visit, ...pin, restaurantLatitude: 40.4155 });
    expect(await located(caller, id)).toEqual({
      ...MADRID,
      restaurant_latitude: 40.4155,
      location_precision: "exact",
    });
  });

  it("looks up at most eight saves at once, leaving the rest of a burst to the sweep", async () => {
    photon.setMode("slow");
    const user = await api.newUser();
    const ports = { ...api.ports, geocoder: createPhotonGeocoder({ url: photon.url, timeoutMs: 3_000 }) };
    const caller = await callerWith({ db: api.db, ports }, await user.idToken());
    const before = photon.requests.length;
    await Promise.all(
      Array.from({ length: 9 }, () =>
        caller.entries.create({ ...visit, restaurantAddress: "Plaza Mayor, Madrid" }),
      ),
    );
    await geocodingSettled(api.db);
    expect(photon.requests.length - before).toBe(8);
    const unplaced = async () =>
      (await caller.entries.list())
        .filter((entry) => entry.restaurant_latitude === null)
        .map((entry) => entry.id);
    expect(await unplaced()).toHaveLength(1);

    photon.setMode("ok");
    await sweepGeocoding({ db: api.db, ports, logger: silentLogger }, new Date(Date.now() + 60_000), 1000);
    expect(await unplaced()).toEqual([]);
  });

  it("suggests towns for the address field in the user's language, and refuses a bad request", async () => {
    const caller = await callerFor(await api.newUser());
    expect(await caller.entries.townSuggestions({ query: "Zurich", language: "fr" })).toContainEqual({
      id: expect.any(String) as string,
      name: "Zürich",
      region: null,
      country: "Suisse",
    });
    await expect(
      caller.entries.townSuggestions({ query: "Zurich", language: "xx" as "en" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("sweeps up entries no save geocoded (a crash, an import), once each", async () => {
    photon.setMode("ok");
    const user = await api.newUser();
    const caller = await callerFor(user);
    const written = new Date(Date.now() - 3_600_000);
    const rows = await api.db
      .insertInto("journal_entries")
      .values(
        ["Café de Flore, Paris", "Rue Nulle Part 1"].map((address) => ({
          user_id: user.accountId,
          restaurant_name: "Imported",
          restaurant_address: address,
          visit_date: "2025-01-01",
          updated_at: written,
        })),
      )
      .returning("id")
      .execute();
    const deps = { db: api.db, ports: { ...api.ports, geocoder: geocoder() }, logger: silentLogger };

    const swept = await sweepGeocoding(deps, new Date(), 1000);
    expect(swept).toBeGreaterThanOrEqual(2);
    expect(await located(caller, rows[0]?.id ?? "")).toEqual({ ...FLORE, location_precision: "exact" });
    expect(await located(caller, rows[1]?.id ?? "")).toMatchObject({ restaurant_latitude: null });
    expect(await sweepGeocoding(deps, new Date(), 1000)).toBe(0);
  });
});

describe.each(testBackends())("the sweep after the matcher improved, on $name", (backend) => {
  // A database of its own: the sweep makes earlier misses due once per server copy and database.
  const api = useApiHarness(backend);

  it("places entries the first matcher left unplaced, and tries each once", async () => {
    const user = await api.newUser();
    const caller = await callerWith({ db: api.db, ports: api.ports }, await user.idToken());
    // As the first matcher left them: tried (the address recorded), in vain.
    const addresses = ["Via Toledo 1, Napoli", "Marienplatz 8, München", "Rue Nulle Part 1"];
    const rows = await api.db
      .insertInto("journal_entries")
      .values(
        addresses.map((address) => ({
          user_id: user.accountId,
          restaurant_name: "Saved long ago",
          restaurant_address: address,
          geocoded_address: address,
          visit_date: "2025-01-01",
          updated_at: new Date(Date.now() - 3_600_000),
        })),
      )
      .returning("id")
      .execute();
    // The test ports have no geocoder: the gazetteer alone.
    const deps = { db: api.db, ports: api.ports, logger: silentLogger };

    expect(await sweepGeocoding(deps, new Date(), 1000)).toBe(3);
    const placed = await Promise.all(rows.map(({ id }) => caller.entries.get({ id })));
    expect(placed.map((entry) => [entry.restaurant_latitude, entry.restaurant_longitude])).toEqual([
      [NAPLES.latitude, NAPLES.longitude],
      [48.13743, 11.57549],
      [null, null],
    ]);
    expect(placed[0]?.location_precision).toBe("approximate");
    expect(await sweepGeocoding(deps, new Date(), 1000)).toBe(0);
  });
});

describe.each(testBackends())("the sweep correcting an earlier matcher's towns, on $name", (backend) => {
  // A database of its own: the correction runs once per server copy and database.
  const api = useApiHarness(backend);
  const ROME = { latitude: 41.89193, longitude: 12.51133 };

  it("moves a guessed town to this matcher's, drops a guess it cannot repeat, keeps exact places", async () => {
    const user = await api.newUser();
    const caller = await callerWith({ db: api.db, ports: api.ports }, await user.idToken());
    // As the first matcher left them: the street name "Roma" taken for the city, a town it made up,
    // and a place the person picked (exact), all recorded as tried.
    const saved = [
      { address: "Via Roma 12, Firenze", at: ROME, precision: "approximate" },
      { address: "Rue Nulle Part 1", at: ROME, precision: "approximate" },
      { address: "Via Roma 3, Napoli", at: ROME, precision: "exact" },
    ] as const;
    const rows = await api.db
      .insertInto("journal_entries")
      .values(
        saved.map(({ address, at, precision }) => ({
          user_id: user.accountId,
          restaurant_name: "Placed long ago",
          restaurant_address: address,
          restaurant_latitude: at.latitude,
          restaurant_longitude: at.longitude,
          location_precision: precision,
          geocoded_address: address,
          visit_date: "2025-01-01",
          updated_at: new Date(Date.now() - 3_600_000),
        })),
      )
      .returning("id")
      .execute();
    const deps = { db: api.db, ports: api.ports, logger: silentLogger };

    await sweepGeocoding(deps, new Date(), 1000);
    const placed = await Promise.all(rows.map(({ id }) => caller.entries.get({ id })));
    expect(placed.map((entry) => [entry.restaurant_latitude, entry.restaurant_longitude])).toEqual([
      [FLORENCE.latitude, FLORENCE.longitude],
      [null, null],
      [ROME.latitude, ROME.longitude],
    ]);
    expect(placed.map((entry) => entry.location_precision)).toEqual(["approximate", null, "exact"]);
    // Each is settled: a second sweep finds nothing to try, and the corrected town stays.
    expect(await sweepGeocoding(deps, new Date(), 1000)).toBe(0);
    expect((await caller.entries.get({ id: rows[0]?.id ?? "" })).restaurant_latitude).toBe(FLORENCE.latitude);
  });
});
