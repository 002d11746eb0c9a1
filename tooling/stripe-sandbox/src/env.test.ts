import { describe, expect, it } from "vitest";

import { InvalidSandboxEnvError, readSandboxEnv, serverEnvFor } from "./env";

describe("readSandboxEnv", () => {
  it("defaults to what the server's sandbox settings expect", () => {
    expect(readSandboxEnv({})).toEqual({
      host: "127.0.0.1",
      port: 12111,
      secretKey: "sk_test_bitelog_sandbox",
      publishableKey: "pk_test_bitelog_sandbox",
      webhookSecret: "whsec_bitelog_sandbox",
      webhookUrl: "http://127.0.0.1:3000/api/stripe/webhook",
      prices: { month: "price_bitelog_monthly", year: "price_bitelog_yearly" },
    });
  });

  it("listens where STRIPE_API_BASE points and takes the server's names for the rest", () => {
    const env = readSandboxEnv({
      STRIPE_API_BASE: "http://localhost:4242",
      STRIPE_SECRET_KEY: "sk_test_other",
      STRIPE_WEBHOOK_URL: "http://127.0.0.1:3001/api/stripe/webhook",
      STRIPE_PRICE_YEARLY: " ",
    });
    expect(env).toMatchObject({
      host: "localhost",
      port: 4242,
      secretKey: "sk_test_other",
      webhookUrl: "http://127.0.0.1:3001/api/stripe/webhook",
      prices: { year: "price_bitelog_yearly" },
    });
  });

  it("names every bad variable", () => {
    const attempt = () =>
      readSandboxEnv({ STRIPE_API_BASE: "https://127.0.0.1", STRIPE_WEBHOOK_URL: "nope" });
    expect(attempt).toThrow(InvalidSandboxEnvError);
    expect(attempt).toThrow(
      /STRIPE_API_BASE: the sandbox serves plain http[\s\S]*STRIPE_WEBHOOK_URL: expected/,
    );
  });
});

describe("serverEnvFor", () => {
  it("names a running sandbox in the settings readSandboxEnv reads back", () => {
    const sandbox = { url: "http://127.0.0.1:4242", secretKey: "sk_test_x", publishableKey: "pk_test_x" };
    const env = serverEnvFor(sandbox, {
      webhookSecret: "whsec_x",
      prices: { month: "price_m", year: "price_y" },
    });
    expect(env).toEqual({
      STRIPE_API_BASE: "http://127.0.0.1:4242",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_MONTHLY: "price_m",
      STRIPE_PRICE_YEARLY: "price_y",
    });
    expect(readSandboxEnv(env)).toMatchObject({
      port: 4242,
      secretKey: "sk_test_x",
      publishableKey: "pk_test_x",
      webhookSecret: "whsec_x",
      prices: { month: "price_m", year: "price_y" },
    });
  });
});
