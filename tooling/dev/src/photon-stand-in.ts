import type { AddressInfo } from "node:net";
import { createServer } from "node:http";

/** How the stand-in answers: as Photon does, with a 500, or never within any client's timeout. */
export type PhotonMode = "ok" | "fail" | "slow";

/** One feature of Photon's answer (GeoJSON, coordinates as [lon, lat]); fields Photon omits stay absent. */
export interface PhotonFeature {
  type: "Feature";
  geometry: { type: "Point"; coordinates: [number, number] };
  properties: {
    osm_id: number;
    osm_type: "N" | "W" | "R";
    osm_key: string;
    osm_value: string;
    type: "house" | "street" | "city";
    name?: string;
    housenumber?: string;
    street?: string;
    postcode?: string;
    city?: string;
    state?: string;
    country: string;
    countrycode: string;
  };
}

export interface PhotonStandIn {
  /** Base URL to give as PHOTON_URL (no trailing slash). */
  url: string;
  /** Every /api request received, in order, so tests can check the bias and language parameters. */
  requests: URL[];
  setMode(mode: PhotonMode): void;
  close(): Promise<void>;
}

export interface PhotonStandInOptions {
  /** The places it knows; the built-in fixture by default. */
  features?: readonly PhotonFeature[];
  mode?: PhotonMode;
  /** How long "slow" holds an answer back. */
  slowMs?: number;
}

type Place = Omit<PhotonFeature["properties"], "type"> & { lat: number; lon: number };

const place = ({ lat, lon, ...properties }: Place): PhotonFeature => ({
  type: "Feature",
  geometry: { type: "Point", coordinates: [lon, lat] },
  properties: { ...properties, type: properties.osm_key === "place" ? "city" : "house" },
});

/** Real places (OpenStreetMap data as Photon returns it) in a few cities, accented names included. */
export const PHOTON_FIXTURE: readonly PhotonFeature[] = [
  place({
    osm_id: 1_001_001,
    osm_type: "N",
    osm_key: "amenity",
    osm_value: "restaurant",
    name: "Katz's Delicatessen",
    housenumber: "205",
    street: "East Houston Street",
    postcode: "10002",
    city: "New York",
    state: "New York",
    country: "United States",
    countrycode: "US",
    lat: 40.72223,
    lon: -73.98743,
  }),
  place({
    osm_id: 1_001_002,
    osm_type: "N",
    osm_key: "amenity",
    osm_value: "cafe",
    name: "Café Lalo",
    housenumber: "201",
    street: "West 83rd Street",
    postcode: "10024",
    city: "New York",
    state: "New York",
    country: "United States",
    countrycode: "US",
    lat: 40.78617,
    lon: -73.97677,
  }),
  place({
    osm_id: 1_001_003,
    osm_type: "W",
    osm_key: "amenity",
    osm_value: "restaurant",
    name: "Joe's Pizza",
    housenumber: "7",
    street: "Carmine Street",
    postcode: "10014",
    city: "New York",
    state: "New York",
    country: "United States",
    countrycode: "US",
    lat: 40.73058,
    lon: -74.00214,
  }),
  place({
    osm_id: 1_001_004,
    osm_type: "N",
    osm_key: "building",
    osm_value: "yes",
    housenumber: "350",
    street: "Fifth Avenue",
    postcode: "10118",
    city: "New York",
    state: "New York",
    country: "United States",
    countrycode: "US",
    lat: 40.74844,
    lon: -73.98566,
  }),
  place({
    osm_id: 2_001_001,
    osm_type: "N",
    osm_key: "amenity",
    osm_value: "cafe",
    name: "Café de Flore",
    housenumber: "172",
    street: "Boulevard Saint-Germain",
    postcode: "75006",
    city: "Paris",
    state: "Île-de-France",
    country: "France",
    countrycode: "FR",
    lat: 48.85411,
    lon: 2.33258,
  }),
  place({
    osm_id: 2_001_002,
    osm_type: "N",
    osm_key: "amenity",
    osm_value: "restaurant",
    name: "Le Procope",
    housenumber: "13",
    street: "Rue de l'Ancienne Comédie",
    postcode: "75006",
    city: "Paris",
    state: "Île-de-France",
    country: "France",
    countrycode: "FR",
    lat: 48.85305,
    lon: 2.33886,
  }),
  place({
    osm_id: 2_001_003,
    osm_type: "N",
    osm_key: "amenity",
    osm_value: "restaurant",
    name: "Bouillon Chartier",
    housenumber: "7",
    street: "Rue du Faubourg Montmartre",
    postcode: "75009",
    city: "Paris",
    state: "Île-de-France",
    country: "France",
    countrycode: "FR",
    lat: 48.87197,
    lon: 2.34338,
  }),
  place({
    osm_id: 3_001_001,
    osm_type: "N",
    osm_key: "amenity",
    osm_value: "restaurant",
    name: "Casa Lucio",
    housenumber: "35",
    street: "Calle de la Cava Baja",
    postcode: "28005",
    city: "Madrid",
    state: "Comunidad de Madrid",
    country: "España",
    countrycode: "ES",
    lat: 40.41204,
    lon: -3.70944,
  }),
  place({
    osm_id: 3_001_002,
    osm_type: "N",
    osm_key: "amenity",
    osm_value: "cafe",
    name: "Chocolatería San Ginés",
    housenumber: "5",
    street: "Pasadizo de San Ginés",
    postcode: "28013",
    city: "Madrid",
    state: "Comunidad de Madrid",
    country: "España",
    countrycode: "ES",
    lat: 40.41686,
    lon: -3.70629,
  }),
  place({
    osm_id: 4_001_001,
    osm_type: "N",
    osm_key: "amenity",
    osm_value: "cafe",
    name: "Café Einstein Stammhaus",
    housenumber: "58",
    street: "Kurfürstenstraße",
    postcode: "10785",
    city: "Berlin",
    state: "Berlin",
    country: "Deutschland",
    countrycode: "DE",
    lat: 52.50216,
    lon: 13.36025,
  }),
  place({
    osm_id: 4_001_002,
    osm_type: "N",
    osm_key: "amenity",
    osm_value: "fast_food",
    name: "Curry 36",
    housenumber: "36",
    street: "Mehringdamm",
    postcode: "10961",
    city: "Berlin",
    state: "Berlin",
    country: "Deutschland",
    countrycode: "DE",
    lat: 52.49372,
    lon: 13.38787,
  }),
  place({
    osm_id: 5_001_001,
    osm_type: "N",
    osm_key: "amenity",
    osm_value: "restaurant",
    name: "Cervejaria Ramiro",
    housenumber: "1",
    street: "Avenida Almirante Reis",
    postcode: "1150-007",
    city: "Lisboa",
    state: "Lisboa",
    country: "Portugal",
    countrycode: "PT",
    lat: 38.72114,
    lon: -9.13574,
  }),
  place({
    osm_id: 6_001_001,
    osm_type: "R",
    osm_key: "place",
    osm_value: "city",
    name: "Paris",
    state: "Île-de-France",
    country: "France",
    countrycode: "FR",
    lat: 48.85889,
    lon: 2.32004,
  }),
  place({
    osm_id: 6_001_002,
    osm_type: "R",
    osm_key: "place",
    osm_value: "city",
    name: "Madrid",
    state: "Comunidad de Madrid",
    country: "España",
    countrycode: "ES",
    lat: 40.41669,
    lon: -3.7035,
  }),
];

/** Lower case without accents, so "cafe" finds "Café" as Photon's folding does. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const searchableText = ({ properties: p }: PhotonFeature) =>
  fold([p.name, p.housenumber, p.street, p.postcode, p.city, p.country].filter(Boolean).join(" "));

/** Every word of the query begins a word of the place (the last one may be unfinished, as Photon allows). */
function matches(feature: PhotonFeature, query: string): boolean {
  const words = searchableText(feature).split(/[\s,'’-]+/);
  return fold(query)
    .split(/[\s,'’-]+/)
    .filter(Boolean)
    .every((term) => words.some((word) => word.startsWith(term)));
}

/** Squared degrees are enough to order by nearness; Photon's own ranking also favours nearby places. */
const distance = (feature: PhotonFeature, lat: number, lon: number) => {
  const [featureLon, featureLat] = feature.geometry.coordinates;
  const dLon = (featureLon - lon) * Math.cos((lat * Math.PI) / 180);
  return (featureLat - lat) ** 2 + dLon ** 2;
};

/** Photon's osm_tag filter: "key", "key:value", "!key" or "!key:value" (several combine). */
function tagFilter(tags: string[]): (feature: PhotonFeature) => boolean {
  return ({ properties: { osm_key, osm_value } }) =>
    tags.every((tag) => {
      const negated = tag.startsWith("!");
      const [key, value] = (negated ? tag.slice(1) : tag).split(":");
      const hit = (!key || key === osm_key) && (value === undefined || value === osm_value);
      return negated ? !hit : hit;
    });
}

function search(features: readonly PhotonFeature[], params: URLSearchParams): PhotonFeature[] {
  const query = params.get("q") ?? "";
  const limit = Math.max(1, Math.min(50, Number(params.get("limit")) || 15));
  const lat = Number(params.get("lat"));
  const lon = Number(params.get("lon"));
  const biased = params.has("lat") && params.has("lon") && Number.isFinite(lat) && Number.isFinite(lon);
  const found = features
    .filter((feature) => matches(feature, query))
    .filter(tagFilter(params.getAll("osm_tag")));
  if (biased) found.sort((a, b) => distance(a, lat, lon) - distance(b, lat, lon));
  return found.slice(0, limit);
}

/**
 * A Photon-compatible geocoder on a free loopback port, for tests and benchmarks (there is no
 * internet): `GET /api?q=&lat=&lon=&limit=&lang=&osm_tag=` answers a GeoJSON FeatureCollection from
 * a fixture. The browser calls Photon directly, hence the CORS header.
 */
export async function startPhotonStandIn(options: PhotonStandInOptions = {}): Promise<PhotonStandIn> {
  const features = options.features ?? PHOTON_FIXTURE;
  const slowMs = options.slowMs ?? 30_000;
  let mode: PhotonMode = options.mode ?? "ok";
  const requests: URL[] = [];
  const held = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    response.setHeader("Access-Control-Allow-Origin", "*");
    if (request.method === "OPTIONS") {
      response
        .writeHead(204, { "Access-Control-Allow-Methods": "GET", "Access-Control-Max-Age": "600" })
        .end();
      return;
    }
    if (request.method !== "GET" || url.pathname !== "/api") {
      response.writeHead(404, { "Content-Type": "application/json" }).end('{"message":"not found"}');
      return;
    }
    requests.push(url);
    const answer = () => {
      if (mode === "fail") {
        response.writeHead(500, { "Content-Type": "application/json" }).end('{"message":"internal error"}');
        return;
      }
      const body = { type: "FeatureCollection", features: search(features, url.searchParams) };
      response.writeHead(200, { "Content-Type": "application/json;charset=utf-8" }).end(JSON.stringify(body));
    };
    if (mode !== "slow") {
      answer();
      return;
    }
    const timer = setTimeout(() => {
      held.delete(timer);
      answer();
    }, slowMs);
    held.add(timer);
    response.on("close", () => {
      clearTimeout(timer);
      held.delete(timer);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    close() {
      for (const timer of held) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
