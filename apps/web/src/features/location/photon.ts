import * as z from "zod/mini";

import type { SelectedPlace } from "./places";

/** A suggestion of the open place search: Photon's, a place already in the journal, or a town's centre. */
export interface OpenSuggestion {
  id: string;
  mainText: string;
  secondaryText: string;
  source: "photon" | "journal" | "town";
  place: SelectedPlace;
}

/** How many places one answer lists. */
export const PHOTON_LIMIT = 6;

/** Photon answers 400 for a language it was not built with; komoot's instance has these (others get local names). */
const PHOTON_LANGUAGES = new Set(["en", "de", "fr"]);

/** Eating and drinking places come first: the journal is about them. */
const FOOD_PLACES = new Set([
  "restaurant",
  "cafe",
  "fast_food",
  "bar",
  "pub",
  "food_court",
  "ice_cream",
  "bakery",
]);

/** Places whose name is not a business's: choosing one fills the address only. */
const NOT_ESTABLISHMENTS = new Set(["place", "highway", "boundary", "building"]);

/** Countries that write the house number before the street. */
const NUMBER_FIRST = new Set(["US", "GB", "CA", "AU", "NZ", "IE", "IN", "ZA"]);

const photonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    osm_id: z.number(),
    osm_type: z.string(),
    osm_key: z.optional(z.string()),
    osm_value: z.optional(z.string()),
    name: z.optional(z.string()),
    housenumber: z.optional(z.string()),
    street: z.optional(z.string()),
    postcode: z.optional(z.string()),
    city: z.optional(z.string()),
    state: z.optional(z.string()),
    country: z.optional(z.string()),
    countrycode: z.optional(z.string()),
  }),
});
const photonAnswer = z.object({ features: z.array(photonFeature) });
type PhotonFeature = z.infer<typeof photonFeature>;

/** Photon's search for what the user typed, leaning towards the user's position when the app has it. */
export function photonSearchUrl(
  baseUrl: string,
  query: string,
  { position, language }: { position: google.maps.LatLngLiteral | null; language: string },
): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/api`);
  url.searchParams.set("q", query);
  if (position) {
    url.searchParams.set("lat", position.lat.toFixed(4));
    url.searchParams.set("lon", position.lng.toFixed(4));
  }
  url.searchParams.set("limit", String(PHOTON_LIMIT));
  if (PHOTON_LANGUAGES.has(language)) url.searchParams.set("lang", language);
  return url.href;
}

function addressOf({ properties: p }: PhotonFeature): { street: string; rest: string[] } {
  const numberFirst = NUMBER_FIRST.has(p.countrycode ?? "");
  const street = p.street
    ? [numberFirst ? p.housenumber : undefined, p.street, numberFirst ? undefined : p.housenumber]
        .filter(Boolean)
        .join(" ")
    : "";
  const town = [p.postcode, p.city].filter(Boolean).join(" ");
  return { street, rest: [town || p.state, p.country].filter((part): part is string => Boolean(part)) };
}

function toSuggestion(feature: PhotonFeature): OpenSuggestion {
  const { properties: p } = feature;
  const [longitude, latitude] = feature.geometry.coordinates;
  const { street, rest } = addressOf(feature);
  const establishment = Boolean(p.name) && !NOT_ESTABLISHMENTS.has(p.osm_key ?? "");
  const mainText = p.name ?? street;
  const secondary = [p.name ? street : "", ...rest].filter(Boolean);
  return {
    id: `photon-${p.osm_type}${p.osm_id}`,
    mainText,
    secondaryText: secondary.join(", "),
    source: "photon",
    place: {
      ...(establishment && p.name ? { name: p.name } : {}),
      // A business's address leaves its name out (as Google's does); a street or a town is its own address.
      address: (establishment ? [street, ...rest] : [mainText, ...secondary]).filter(Boolean).join(", "),
      latitude,
      longitude,
    },
  };
}

const isFoodPlace = ({ properties: p }: PhotonFeature) =>
  p.osm_key === "amenity" && FOOD_PLACES.has(p.osm_value ?? "");

/** Photon's answer as suggestions, restaurants and cafés first (otherwise in Photon's order). */
export function photonSuggestions(answer: unknown): OpenSuggestion[] {
  const { features } = photonAnswer.parse(answer);
  const named = features.filter((feature) => feature.properties.name ?? feature.properties.street);
  return [...named.filter(isFoodPlace), ...named.filter((feature) => !isFoodPlace(feature))].map(
    toSuggestion,
  );
}
