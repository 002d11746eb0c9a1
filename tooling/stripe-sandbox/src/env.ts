import type { BillingInterval } from "@bitelog/config";

import type { StripeSandbox } from "./options";
import { DEFAULT_PUBLISHABLE_KEY, DEFAULT_SECRET_KEY } from "./sandbox";

/**
 * The CLI's settings. The names are the server's own (STRIPE_API_BASE, STRIPE_SECRET_KEY, …), so one
 * environment starts both and they agree; STRIPE_WEBHOOK_URL says where the server receives events.
 */
export interface SandboxEnv {
  host: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  webhookUrl: string;
  prices: { month: string; year: string };
}

export class InvalidSandboxEnvError extends Error {
  override name = "InvalidSandboxEnvError";
}

export function readSandboxEnv(source: Record<string, string | undefined> = process.env): SandboxEnv {
  const problems: string[] = [];
  // Empty counts as unset, as in the server's environment.
  const value = (name: string, fallback: string) => {
    const raw = source[name]?.trim() ?? "";
    return raw === "" ? fallback : raw;
  };
  const url = (name: string, fallback: string) => {
    const text = value(name, fallback);
    try {
      const parsed = new URL(text);
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error();
      return parsed;
    } catch {
      problems.push(`${name}: expected an http:// URL, got "${text}"`);
      return new URL(fallback);
    }
  };
  const apiBase = url("STRIPE_API_BASE", "http://127.0.0.1:12111");
  if (apiBase.protocol !== "http:" || !apiBase.port) {
    problems.push(
      `STRIPE_API_BASE: the sandbox serves plain http on an explicit port, e.g. http://127.0.0.1:12111`,
    );
  }
  const webhookUrl = url("STRIPE_WEBHOOK_URL", "http://127.0.0.1:3000/api/stripe/webhook");
  const env: SandboxEnv = {
    host: apiBase.hostname.replace(/^\[|\]$/g, ""),
    port: Number(apiBase.port),
    secretKey: value("STRIPE_SECRET_KEY", DEFAULT_SECRET_KEY),
    publishableKey: value("STRIPE_PUBLISHABLE_KEY", DEFAULT_PUBLISHABLE_KEY),
    webhookSecret: value("STRIPE_WEBHOOK_SECRET", "whsec_bitelog_sandbox"),
    webhookUrl: webhookUrl.href,
    prices: {
      month: value("STRIPE_PRICE_MONTHLY", "price_bitelog_monthly"),
      year: value("STRIPE_PRICE_YEARLY", "price_bitelog_yearly"),
    },
  };
  if (problems.length > 0) {
    throw new InvalidSandboxEnvError(
      `Invalid environment:\n${problems.map((line) => `  - ${line}`).join("\n")}`,
    );
  }
  return env;
}

/**
 * The server's settings that point it at a running sandbox: the STRIPE_* names readSandboxEnv reads,
 * for tests that start a sandbox in-process and a server beside it.
 */
export function serverEnvFor(
  sandbox: Pick<StripeSandbox, "url" | "secretKey" | "publishableKey">,
  options: { webhookSecret: string; prices: Record<BillingInterval, string> },
): Record<string, string> {
  return {
    STRIPE_API_BASE: sandbox.url,
    STRIPE_SECRET_KEY: sandbox.secretKey,
    STRIPE_PUBLISHABLE_KEY: sandbox.publishableKey,
    STRIPE_WEBHOOK_SECRET: options.webhookSecret,
    STRIPE_PRICE_MONTHLY: options.prices.month,
    STRIPE_PRICE_YEARLY: options.prices.year,
  };
}
