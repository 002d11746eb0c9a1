import type { StripeSandbox } from "@bitelog/stripe-sandbox";
import type { WebhookReceiver } from "@bitelog/stripe-sandbox/testing";
import { bitelogPrices, serverEnvFor, startStripeSandbox } from "@bitelog/stripe-sandbox";
import { startWebhookReceiver } from "@bitelog/stripe-sandbox/testing";

import type { BillingPort } from "../ports";
import { createStripeBilling } from "../adapters/stripe-billing";

export interface TestBilling {
  sandbox: StripeSandbox;
  /**
   * Where the sandbox sends its webhooks. Tests hand them to the app themselves, so they choose when,
   * how often and in which order they arrive.
   */
  receiver: WebhookReceiver;
  /** The Stripe adapter connected to the sandbox. */
  billing: BillingPort;
  /** The server's STRIPE_* settings for this sandbox. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A Stripe sandbox of its own (free port) with the adapter and server settings that reach it. */
export async function startTestBilling(): Promise<TestBilling> {
  const webhookSecret = "whsec_bitelog_tests";
  const prices = { month: "price_test_monthly", year: "price_test_yearly" };
  const receiver = await startWebhookReceiver();
  const sandbox = await startStripeSandbox({
    port: 0,
    webhookUrl: receiver.url,
    webhookSecret,
    prices: bitelogPrices(prices),
    log: () => undefined,
  });
  const settings = {
    secretKey: sandbox.secretKey,
    publishableKey: sandbox.publishableKey,
    webhookSecret,
    prices,
    apiBase: sandbox.url,
  };
  return {
    sandbox,
    receiver,
    billing: createStripeBilling(settings),
    env: serverEnvFor(sandbox, { webhookSecret, prices }),
    async close() {
      await sandbox.close();
      await receiver.close();
    },
  };
}
