/**
 * `npm start`: the whole app on embedded defaults — the Firebase Auth emulator and the Stripe
 * sandbox, then the built server on PGlite in .data/ with photos in .data/photos — on
 * http://localhost:3000 (PORT).
 * `npm run dev` (--dev): the same, with the server under `tsx watch` and Vite's hot reload in front.
 * Ctrl-C stops everything.
 */
import { fileURLToPath } from "node:url";

import type { Service } from "./processes";
import { authEmulatorHost, startAuthEmulator } from "./auth-emulator";
import { launcherEnv } from "./env";
import { startService, waitFor } from "./processes";
import { serverProcessEnv } from "./server-process";
import { startStripeSandbox } from "./stripe-sandbox";

const dev = process.argv.includes("--dev");
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const apiPort = dev ? launcherEnv.port + 1 : launcherEnv.port;

const services: Service[] = [];
let stopping = false;
async function stopAll(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const service of services.reverse()) await service.stop();
  process.exit(code);
}
// Ctrl-C reaches this process twice (from the terminal, and relayed by tsx): a second signal must
// not end it before the services it started are stopped.
process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));

const emulator = await startAuthEmulator();
if (emulator) services.push(emulator);
const stripe = await startStripeSandbox(apiPort);
if (stripe.service) services.push(stripe.service);

const serverEnv = {
  ...launcherEnv.inherited,
  ...serverProcessEnv,
  ...stripe.serverEnv,
  PORT: String(apiPort),
  // Under --dev people use Vite's address, not the API's: payment returns must lead there.
  PUBLIC_URL: launcherEnv.publicUrl,
  FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
  FIREBASE_PROJECT_ID: launcherEnv.projectId,
};
const server = dev
  ? startService("server", "npx", ["tsx", "watch", "--clear-screen=false", "apps/server/src/main.ts"], {
      cwd: repoRoot,
      env: serverEnv,
    })
  : startService("server", process.execPath, ["apps/server/dist/main.js"], { cwd: repoRoot, env: serverEnv });
services.push(server);
void server.exited.then((code) => {
  if (!stopping && !dev) {
    console.error(`The server stopped (exit code ${code}).`);
    void stopAll(code || 1);
  }
});

if (dev) {
  await waitFor(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${apiPort}/api/health`)).ok;
    } catch {
      return false;
    }
  }, "the API server");
  services.push(
    startService("web", "npx", ["vite"], {
      cwd: `${repoRoot}/apps/web`,
      env: { ...launcherEnv.inherited, PORT: String(launcherEnv.port), BITELOG_API_PORT: String(apiPort) },
    }),
  );
}
