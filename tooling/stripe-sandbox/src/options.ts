import type { Interval } from "./period";

/** A recurring price the sandbox offers; a product of the same name is created with it. */
export interface SandboxPrice {
  id: string;
  /** In the currency's smallest unit, e.g. 399 for $3.99. */
  unitAmount: number;
  /** ISO code in lowercase, as Stripe writes it, e.g. "usd". */
  currency: string;
  interval: Interval;
  /** Defaults to 1. */
  intervalCount?: number;
  productName: string;
}

export interface StripeSandboxOptions {
  /** 0 picks a free port. */
  port: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Where events are POSTed, signed with `webhookSecret` as Stripe signs them. */
  webhookUrl: string;
  webhookSecret: string;
  prices: SandboxPrice[];
  /** The key the API accepts; defaults to `sk_test_bitelog_sandbox`. */
  secretKey?: string;
  /** Handed out for the browser; defaults to `pk_test_bitelog_sandbox`. */
  publishableKey?: string;
  /** Where failed webhook deliveries are reported; defaults to stderr. */
  log?: (line: string) => void;
}

export interface StripeSandbox {
  /** Base URL of the API and of the hosted pages, e.g. http://127.0.0.1:12111. */
  url: string;
  secretKey: string;
  publishableKey: string;
  /**
   * Moves the sandbox's clock forward: subscriptions whose period ended renew, or end when set to cancel
   * at period end. Resolves with the new sandbox time once the resulting webhooks were delivered.
   */
  advanceClock(seconds: number): Promise<Date>;
  close(): Promise<void>;
}
