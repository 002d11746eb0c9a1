/**
 * Runs the benchmarks one after another, each in a process of its own so that none inherits
 * another's warm caches or memory. Prints what they print; asserts nothing. Run: npm run bench
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const BENCHMARKS = ["search.ts"];

for (const name of BENCHMARKS) {
  console.log(`\n=== bench/${name}`);
  const script = fileURLToPath(new URL(name, import.meta.url));
  const { status } = spawnSync(process.execPath, ["--import", "tsx", script], { stdio: "inherit" });
  if (status !== 0) process.exitCode = 1;
}
