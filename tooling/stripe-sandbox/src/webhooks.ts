import { setTimeout as sleep } from "node:timers/promises";
import Stripe from "stripe";

import type { SandboxEvent } from "./objects/event";

export interface WebhookSenderOptions {
  url: string;
  secret: string;
  log: (line: string) => void;
  /** Waits before each retry; Stripe retries for days, the sandbox a few times within seconds. */
  retryDelaysMs?: number[];
}

export interface WebhookSender {
  /** Queues the events; resolves once they were delivered, or given up on (and logged). Never rejects. */
  send: (events: SandboxEvent[]) => Promise<void>;
  /** Stops retrying and waits for the delivery in progress. */
  close(): Promise<void>;
}

const ATTEMPT_TIMEOUT_MS = 10_000;

/** Delivers events one at a time in the order they happened, signed with Stripe's scheme. */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const retryDelays = options.retryDelaysMs ?? [250, 1000, 3000];
  const closing = new AbortController();
  const closed = () => closing.signal.aborted;
  let queue = Promise.resolve();

  async function attempt(payload: string): Promise<string | null> {
    try {
      const response = await fetch(options.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          // Signed with real time, not the sandbox clock: receivers check the timestamp against their own clock.
          "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret }),
        },
        body: payload,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  async function deliver(event: SandboxEvent): Promise<void> {
    // A closed sandbox drops what is left, as a stopped Stripe account would.
    if (closed()) return;
    const payload = JSON.stringify(event, null, 2);
    let failure = await attempt(payload);
    for (const delay of retryDelays) {
      if (failure === null || closed()) break;
      await sleep(delay, undefined, { signal: closing.signal }).catch(() => undefined);
      if (closed()) break;
      failure = await attempt(payload);
    }
    if (failure !== null && !closed()) {
      options.log(
        `stripe-sandbox: gave up delivering ${event.type} ${event.id} to ${options.url}: ${failure}`,
      );
    }
  }

  return {
    send(events) {
      queue = queue.then(async () => {
        for (const event of events) await deliver(event);
      });
      return queue;
    },
    async close() {
      closing.abort();
      await queue;
    },
  };
}
