/**
 * Footprint: how long `npm start` takes until the app answers (with the build already cached by
 * Turborepo and the Auth emulator already running, as on a developer's second start; a fresh data
 * folder, then the same one again), and the size of the Docker image's file tree besides its base
 * image (the server's memory at rest: bench/rest.ts). Prints figures; asserts nothing.
 * Run: npm run bench -- footprint
 */
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { assembleImage } from "@bitelog/docker/assemble";
import { readDockerfile } from "@bitelog/docker/dockerfile";

import { benchEnv } from "./support/env";
import { MB, table } from "./support/report";
import { freePort, repoRoot, waitUntilOk } from "./support/server";

/** Starts `npm start` in a process group of its own and answers the seconds until GET / answers 200. */
async function timeNpmStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: repoRoot,
    env: { ...benchEnv.inherited, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
    detached: true,
  });
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  try {
    await waitUntilOk(`http://127.0.0.1:${port}/`, () => !running(), 120_000);
    return (performance.now() - started) / 1000;
  } finally {
    // The launcher and everything it started, by the group's id (its own pid).
    if (running() && child.pid !== undefined) process.kill(-child.pid, "SIGINT");
    await exit;
  }
}

async function npmStart(): Promise<string[][]> {
  const dataDir = await mkdtemp(join(tmpdir(), "bitelog-start-"));
  try {
    const fresh = await timeNpmStart(dataDir);
    const again = await timeNpmStart(dataDir);
    return [
      ["npm start", "to first answer"],
      ["new data folder (PGlite created, migrated)", `${fresh.toFixed(1)} s`],
      ["same folder again", `${again.toFixed(1)} s`],
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Bytes of the files under `path` (symbolic links not followed). */
async function treeBytes(path: string): Promise<number> {
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(join(entry.parentPath, entry.name))).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The final stage of docker/Dockerfile, assembled as the production-tree test does (`npm run build` first). */
async function imageTree(): Promise<string[][]> {
  const image = await assembleImage({
    stages: await readDockerfile(join(repoRoot, "docker/Dockerfile")),
    context: repoRoot,
    substitutes: { build: repoRoot },
    runEnv: { npm_config_prefer_offline: "true" },
  });
  try {
    const lock = JSON.parse(
      await readFile(join(image.workdir, "node_modules/.package-lock.json"), "utf8"),
    ) as {
      packages: Record<string, unknown>;
    };
    return [
      ["Docker image, besides node:24", "size"],
      ["whole tree", MB(await treeBytes(image.root))],
      ["node_modules", MB(await treeBytes(join(image.workdir, "node_modules")))],
      ["npm packages", String(Object.keys(lock.packages).length)],
    ];
  } finally {
    await image.remove();
  }
}

console.log("\nStart-up");
table(await npmStart());
console.log("\nImage");
table(await imageTree());
