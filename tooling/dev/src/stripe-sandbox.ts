import { fileURLToPath } from "node:url";

import type { Service } from "./processes";
import { launcherEnv } from "./env";
import { isListening, startService, waitFor } from "./processes";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

export interface StripeSandboxService {
  /** Null when Stripe keys came with the environment and no sandbox runs. */
  service: Service | null;
  /** The STRIPE_* settings that point the server at the sandbox (none with keys of its own). */
  serverEnv: Record<string, string>;
}

/**
 * The local Stripe sandbox (tooling/stripe-sandbox) on 127.0.0.1:12111, sending its webhooks to the
 * server's /api/stripe/webhook on `serverPort`. The sandbox and the server read the same STRIPE_*
 * names, so both are handed the one set made here and agree. With STRIPE_SECRET_KEY in the
 * environment nothing is started: the server then talks to the Stripe those settings name.
 */
export async function startStripeSandbox(serverPort: number): Promise<StripeSandboxService> {
  if (launcherEnv.stripeConfigured) return { service: null, serverEnv: {} };
  const port = launcherEnv.stripeSandboxPort;
  if (await isListening(port)) {
    throw new Error(
      `Port ${port} is taken (another Stripe sandbox?): stop it, or set STRIPE_* to use Stripe itself`,
    );
  }
  const serverEnv = {
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    STRIPE_SECRET_KEY: "sk_test_bitelog_sandbox",
    STRIPE_PUBLISHABLE_KEY: "pk_test_bitelog_sandbox",
    STRIPE_WEBHOOK_SECRET: "whsec_bitelog_sandbox",
    STRIPE_PRICE_MONTHLY: "price_bitelog_monthly",
    STRIPE_PRICE_YEARLY: "price_bitelog_yearly",
  };
  const service = startService("stripe sandbox", "npx", ["tsx", "tooling/stripe-sandbox/src/main.ts"], {
    cwd: repoRoot,
    env: {
      ...launcherEnv.inherited,
      ...serverEnv,
      STRIPE_WEBHOOK_URL: `http://127.0.0.1:${serverPort}/api/stripe/webhook`,
    },
  });
  await Promise.race([
    waitFor(() => isListening(port), "the Stripe sandbox", 30_000),
    service.exited.then((code) => {
      throw new Error(`The Stripe sandbox exited early (code ${code})`);
    }),
  ]);
  return { service, serverEnv };
}
