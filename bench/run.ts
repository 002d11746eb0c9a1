/**
 * Runs the benchmarks one after another, each in a process of its own so that none inherits
 * another's warm caches or memory. Prints what they print; asserts nothing.
 * Run: npm run bench (all), or npm run bench -- api web (some). The soak test is npm run soak.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const BENCHMARKS = [
  "api",
  "search",
  "insights",
  "geocoding",
  "web",
  "map",
  "photos",
  "footprint",
  "rest",
  "share",
  "hostile",
  "transfer",
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !BENCHMARKS.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(", ")}; choose from ${BENCHMARKS.join(", ")}`);
  process.exit(2);
}
for (const name of chosen.length > 0 ? chosen : BENCHMARKS) {
  console.log(`\n=== bench/${name}.ts`);
  const script = fileURLToPath(new URL(`${name}.ts`, import.meta.url));
  const { status } = spawnSync(process.execPath, ["--import", "tsx", script], { stdio: "inherit" });
  if (status !== 0) process.exitCode = 1;
}
