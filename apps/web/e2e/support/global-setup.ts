import type { TestProject } from "vitest/node";
import { spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { startPhotonStandIn } from "@bitelog/dev/photon-stand-in";
import { bitelogPrices, serverEnvFor, startStripeSandbox } from "@bitelog/stripe-sandbox";

import { E2E_CONTACT_EMAIL, e2eEnv } from "./env";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The Stripe sandbox the server pays through; tests move its clock (POST /sandbox/advance). */
    stripeSandboxUrl: string;
    /** The open map's style: nothing listens there, so the map falls back to its built-in basemap. */
    mapStyleUrl: string;
    /** The Photon stand-in the server and the browser search places with. */
    photonUrl: string;
    /** The server's copy of the built web app, which a test may change as a new deployment would. */
    webRoot: string;
  }
}

const serverMain = fileURLToPath(new URL("../../../server/dist/main.js", import.meta.url));
const webDist = fileURLToPath(new URL("../../dist", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

async function waitUntilHealthy(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("The Bitelog server exited before it was ready");
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Bitelog server at ${url} did not become healthy`);
}

/**
 * Starts the built server on a free port with a fresh PGlite folder, a copy of the built web app, a
 * Stripe sandbox of its own that sends webhooks to it and a Photon stand-in, as `npm start` would.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), "bitelog-e2e-"));
  const webRoot = join(dataDir, "web");
  await cp(webDist, webRoot, { recursive: true });
  const port = await freePort();
  const stripe = {
    webhookSecret: "whsec_bitelog_e2e",
    prices: { month: "price_e2e_month", year: "price_e2e_year" },
  };
  const sandbox = await startStripeSandbox({
    port: 0,
    webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
    webhookSecret: stripe.webhookSecret,
    prices: bitelogPrices(stripe.prices),
  });
  const photon = await startPhotonStandIn();
  const mapStyleUrl = `http://127.0.0.1:${await freePort()}/styles/liberty.json`;
  const server = spawn(process.execPath, [serverMain], {
    env: {
      ...e2eEnv.inherited,
      ...serverEnvFor(sandbox, stripe),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Every browser here signs in from 127.0.0.1, on each page it opens: far more sign-ins from
      // one address than the product's limit leaves room for (its own tests hold that limit).
      SIGN_IN_RATE_LIMIT: "100000",
      FIREBASE_AUTH_EMULATOR_HOST: e2eEnv.authEmulatorHost,
      MAP_STYLE_URL: mapStyleUrl,
      PHOTON_URL: photon.url,
      CONTACT_EMAIL: E2E_CONTACT_EMAIL,
      WEB_DIST_DIR: webRoot,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = false;
  server.once("exit", () => (exited = true));
  const baseUrl = `http://localhost:${port}`;
  await waitUntilHealthy(baseUrl, () => exited);
  project.provide("baseUrl", baseUrl);
  project.provide("stripeSandboxUrl", sandbox.url);
  project.provide("mapStyleUrl", mapStyleUrl);
  project.provide("photonUrl", photon.url);
  project.provide("webRoot", webRoot);

  return async () => {
    server.kill("SIGTERM");
    if (!exited) await new Promise((resolve) => server.once("exit", resolve));
    await sandbox.close();
    await photon.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
