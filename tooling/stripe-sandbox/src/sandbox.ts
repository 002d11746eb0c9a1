import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";

import type { StripeSandbox, StripeSandboxOptions } from "./options";
import { createSandboxApp } from "./app";
import { createSandboxClock } from "./clock";
import { createLifecycle } from "./lifecycle";
import { buildCatalog } from "./objects/catalog";
import { createStore } from "./store";
import { createWebhookSender } from "./webhooks";

export const DEFAULT_SECRET_KEY = "sk_test_bitelog_sandbox";
export const DEFAULT_PUBLISHABLE_KEY = "pk_test_bitelog_sandbox";

/**
 * Starts a local stand-in for the part of Stripe that Bitelog uses: the API under /v1 (for the `stripe` SDK
 * pointed at it with `host`, `port` and `protocol: "http"`), hosted checkout and billing portal pages, signed
 * webhooks, and a clock that tests move forward. State lives in memory and ends with `close()`.
 */
export async function startStripeSandbox(options: StripeSandboxOptions): Promise<StripeSandbox> {
  const host = options.host ?? "127.0.0.1";
  const secretKey = options.secretKey ?? DEFAULT_SECRET_KEY;
  const publishableKey = options.publishableKey ?? DEFAULT_PUBLISHABLE_KEY;
  const clock = createSandboxClock();
  const store = createStore(buildCatalog(options.prices, clock.now()));
  const webhooks = createWebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    log: options.log ?? ((line) => void process.stderr.write(`${line}\n`)),
  });
  const lifecycle = createLifecycle({ store, clock, publish: webhooks.send });

  // The pages need the sandbox's own address, known only once it listens (port 0 picks one).
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const app = createSandboxApp({ store, clock, lifecycle, url, secretKey });
  const listener = getRequestListener(app.fetch);
  server.on("request", (request, response) => void listener(request, response));

  return {
    url,
    secretKey,
    publishableKey,
    async advanceClock(seconds) {
      const change = lifecycle.advanceClock(seconds);
      await change.delivered;
      return new Date(change.result * 1000);
    },
    async close() {
      await webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
