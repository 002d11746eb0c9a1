import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

import { serverProcessEnv } from "@bitelog/dev/server-process";

import { benchEnv } from "./env";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const serverMain = fileURLToPath(new URL("../../apps/server/dist/main.js", import.meta.url));
/** The same server, less the middleware its arguments name (apps/server/src/bench-main.ts). */
const benchServerMain = fileURLToPath(new URL("../../apps/server/dist/bench-main.js", import.meta.url));
const bareServerMain = fileURLToPath(new URL("bare-server.mjs", import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Resident memory of a process, from /proc (Linux). */
export async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** CPU time a process has used so far, in clock ticks (user and system, from /proc: Linux). */
async function cpuTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** How long a server must stay (nearly) idle to count as settled, and how long to wait for that at most. */
const SETTLE = { quietMs: 1000, maxTicks: 5, timeoutMs: 120_000 };

/**
 * Resolves once the process has used almost no CPU for a while: a server just started does its
 * housekeeping then (placing the seeded entries in their towns, loading the gazetteer), which a
 * measurement started meanwhile would count against the routes.
 */
export async function waitUntilSettled(pid: number): Promise<void> {
  const deadline = performance.now() + SETTLE.timeoutMs;
  let before = await cpuTicks(pid);
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE.quietMs));
    const now = await cpuTicks(pid);
    if (now - before <= SETTLE.maxTicks) return;
    before = now;
  }
}

/** Polls `url` until it answers 200; throws when `exited` says the process is gone. */
export async function waitUntilOk(url: string, exited: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the process behind ${url} exited before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

export interface BenchServer {
  url: string;
  process: ChildProcess;
  /** From spawning `node apps/server/dist/main.js` to its first answer. */
  readyMs: number;
  rssBytes(): Promise<number>;
  /** Resolves once its start-up work is done (see waitUntilSettled). */
  settled(): Promise<void>;
  /** SIGTERM (a graceful stop), or SIGKILL; resolves once the process has exited. */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
}

/**
 * A node process of `args`, once `readyUrl` answers 200 (throws if it exits first); stop() sends
 * `signal` and resolves once it has exited.
 */
async function startNodeProcess(args: string[], env: NodeJS.ProcessEnv, readyUrl: string) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ["ignore", "ignore", "inherit"] });
  let exited = child.exitCode !== null;
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  void exit.then(() => (exited = true));
  await waitUntilOk(readyUrl, () => exited);
  return {
    child,
    stop: async (signal: "SIGTERM" | "SIGKILL" = "SIGTERM") => {
      if (!exited) child.kill(signal);
      await exit;
    },
  };
}

/**
 * The built server (`npm run build` first) as production runs it: its own process, logging at
 * `info` (to /dev/null here), against the Auth emulator. With `without`, the same server less
 * those middleware (names of apps/server/src/app.ts's SWITCHABLE_MIDDLEWARE).
 */
export async function startBuiltServer(
  env: Record<string, string>,
  port?: number,
  without?: readonly string[],
): Promise<BenchServer> {
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  const started = performance.now();
  const { child, stop } = await startNodeProcess(
    without ? [benchServerMain, ...without] : [serverMain],
    {
      ...benchEnv.inherited,
      ...serverProcessEnv,
      PORT: String(listenPort),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      FIREBASE_AUTH_EMULATOR_HOST: benchEnv.authEmulatorHost,
      // No internet here: a benchmark that geocodes names its Photon stand-in.
      PHOTON_URL: "off",
      ...env,
    },
    `${url}/api/health/ping`,
  );
  const readyMs = performance.now() - started;
  const pid = child.pid ?? 0;
  return {
    url,
    process: child,
    readyMs,
    rssBytes: () => rssBytes(pid),
    settled: () => waitUntilSettled(pid),
    stop,
  };
}

/** Node's own HTTP server answering `{"ok":true}` and nothing else, in a process of its own: the API benchmark's ceiling. */
export async function startBareServer(): Promise<Pick<BenchServer, "url" | "stop">> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await startNodeProcess([bareServerMain, String(port)], benchEnv.inherited, url);
  return { url, stop };
}

/** Samples a server's memory every 50 ms until stopped; answers the figure before and the peak. */
export async function watchPeakRss(server: Pick<BenchServer, "rssBytes">) {
  const before = await server.rssBytes();
  let peak = before;
  const sampler = setInterval(() => {
    void server.rssBytes().then((rss) => (peak = Math.max(peak, rss)));
  }, 50);
  return {
    before,
    stop: () => {
      clearInterval(sampler);
      return peak;
    },
  };
}
