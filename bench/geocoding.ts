/**
 * Geocoding on save: the latency a create adds when it carries an address and no coordinates (so
 * the server geocodes it) over one that carries coordinates, against the Photon stand-in answering
 * at once and answering never (the lookup times out and the gazetteer places the entry). The save
 * must not wait on the geocoder, so either should cost what a create with coordinates costs. Creates
 * are sent one at a time, the two kinds in turn, on PGlite and (with TEST_DATABASE_URL) PostgreSQL;
 * then how many entries had coordinates soon after (the rest are the sweep's). Prints figures;
 * asserts nothing.
 * Run: npm run bench -- geocoding
 */
import type { PhotonMode } from "@bitelog/dev/photon-stand-in";
import { startPhotonStandIn } from "@bitelog/dev/photon-stand-in";

import type { BenchDatabase } from "./support/databases";
import { benchDatabaseKinds, seed } from "./support/databases";
import { ms, percentile, table, verdict } from "./support/report";
import { startBuiltServer } from "./support/server";
import { createMember } from "./support/users";

const ROUNDS = 150;
const WARM_UP_ROUNDS = 20;
/** The added median latency allowed: a save that waited on the geocoder would add its round trip or timeout. */
const BUDGET_ADDED_P50_MS = 3;
/** How long to wait for the last lookups (the server's timeout is 5 s); saves beyond the server's
 * limit of lookups at once are left to the housekeeping sweep, minutes later. */
const PLACED_WITHIN_MS = 10_000;

const PHASES: { label: string; mode: PhotonMode }[] = [
  { label: "Photon answering", mode: "ok" },
  { label: "Photon not answering (timeout, then gazetteer)", mode: "slow" },
];

const p50 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p99 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    99,
  );

async function benchmark(database: BenchDatabase): Promise<void> {
  const user = await seed(database, createMember);
  const photon = await startPhotonStandIn();
  const server = await startBuiltServer({ ...database.serverEnv, PHOTON_URL: photon.url });
  try {
    const headers = {
      authorization: `Bearer ${await user.idToken()}`,
      "content-type": "application/json",
    };
    let created = 0;
    const create = async (coordinates: boolean) => {
      const body = JSON.stringify({
        restaurantName: `Geocoded ${created++}`,
        restaurantAddress: "Casa Lucio, Calle de la Cava Baja 35, Madrid",
        ...(coordinates ? { restaurantLatitude: 40.41204, restaurantLongitude: -3.70944 } : {}),
        visitDate: "2025-10-27",
      });
      const started = performance.now();
      const response = await fetch(`${server.url}/api/journal`, { method: "POST", headers, body });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`create answered ${response.status}`);
      return performance.now() - started;
    };

    const rows = [["Photon", "with coordinates p50/p99", "address only p50/p99", "added p50", "budget"]];
    for (const phase of PHASES) {
      photon.setMode(phase.mode);
      const withCoordinates: number[] = [];
      const addressOnly: number[] = [];
      // The two kinds in turn, so that both see the same server, database and lookups in flight.
      for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
        const [placed, typed] = [await create(true), await create(false)];
        if (round < WARM_UP_ROUNDS) continue;
        withCoordinates.push(placed);
        addressOnly.push(typed);
      }
      const added = p50(addressOnly) - p50(withCoordinates);
      rows.push([
        phase.label,
        `${ms(p50(withCoordinates))} / ${ms(p99(withCoordinates))}`,
        `${ms(p50(addressOnly))} / ${ms(p99(addressOnly))}`,
        ms(added),
        `≤ ${BUDGET_ADDED_P50_MS} ms: ${verdict(added <= BUDGET_ADDED_P50_MS)}`,
      ]);
    }

    const lastCreate = performance.now();
    let placed = 0;
    while (performance.now() - lastCreate < PLACED_WITHIN_MS) {
      const response = await fetch(`${server.url}/api/journal`, { headers });
      const entries = (await response.json()) as { restaurant_latitude: number | null }[];
      placed = entries.filter((entry) => entry.restaurant_latitude !== null).length;
      if (placed === created) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const placedAfter = performance.now() - lastCreate;

    console.log(
      `\n${database.name}: ${ROUNDS} rounds of a create of each kind, one at a time, after ${WARM_UP_ROUNDS} rounds of warm-up`,
    );
    table(rows);
    console.log(
      `  ${placed} of ${created} entries had coordinates ${(placedAfter / 1000).toFixed(1)} s after the last create (the rest: the sweep's)`,
    );
  } finally {
    await server.stop();
    await photon.close();
    await user.dispose();
    await database.drop();
  }
}

for (const kind of benchDatabaseKinds()) await benchmark(await kind());
