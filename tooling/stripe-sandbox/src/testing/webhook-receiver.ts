import type { AddressInfo } from "node:net";
import { createServer } from "node:http";

export interface WebhookDelivery {
  /** The raw body, exactly as signed. */
  body: string;
  /** The Stripe-Signature header. */
  signature: string;
  event: { id: string; type: string };
}

/** Stands in for the app's webhook endpoint in tests: records what arrives, and can refuse some of it. */
export interface WebhookReceiver {
  url: string;
  /** Deliveries answered with 200, in arrival order. */
  deliveries: WebhookDelivery[];
  /** Ids of the events whose delivery was answered with 500. */
  refused: string[];
  /** Answers the next `count` deliveries with 500, to exercise retries. */
  failNext(count: number): void;
  /** The first accepted delivery of this event type after the `after`-th delivery; waits up to 5 s for it. */
  waitFor(type: string, after?: number): Promise<WebhookDelivery>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: WebhookDelivery[] = [];
  const refused: string[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const event = JSON.parse(body) as WebhookDelivery["event"];
      if (failures > 0) {
        failures -= 1;
        refused.push(event.id);
        response.writeHead(500).end();
        return;
      }
      deliveries.push({ body, signature: request.headers["stripe-signature"]?.toString() ?? "", event });
      response.writeHead(200, { "Content-Type": "application/json" }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhook`,
    deliveries,
    refused,
    failNext(count) {
      failures = count;
    },
    async waitFor(type, after = 0) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const delivery = deliveries.slice(after).find((candidate) => candidate.event.type === type);
        if (delivery) return delivery;
        if (Date.now() > deadline) throw new Error(`No ${type} webhook arrived within 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
