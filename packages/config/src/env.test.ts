import { describe, expect, it } from "vitest";

import { InvalidEnvironmentError, parseServerEnv } from "./env";

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };

describe("parseServerEnv", () => {
  it("gives the embedded defaults with the Auth emulator", () => {
    const env = parseServerEnv(emulator);
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: ".data",
      PHOTO_DIR: ".data/photos",
      PHOTO_STORAGE: "local",
      FIREBASE_PROJECT_ID: "demo-bitelog",
      PUBLIC_URL: "http://localhost:3000",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    const env = parseServerEnv({ ...emulator, DATABASE_URL: "", GOOGLE_MAPS_API_KEY: " " });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.GOOGLE_MAPS_API_KEY).toBeUndefined();
  });

  it("names every bad variable in one error", () => {
    const attempt = () =>
      parseServerEnv({
        PORT: "http",
        DATABASE_URL: "mysql://x",
        PHOTO_STORAGE: "bucket",
        DEFAULT_MAP_CENTER: "x",
      });
    expect(attempt).toThrow(InvalidEnvironmentError);
    const message = (() => {
      try {
        attempt();
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ["PORT", "DATABASE_URL", "DEFAULT_MAP_CENTER"])
      expect(message).toContain(`- ${name}:`);
  });

  const secret = "a-share-link-secret-of-32-chars-at-least";

  it("requires a real Firebase project and its key without the emulator", () => {
    expect(() => parseServerEnv({})).toThrow(
      /FIREBASE_API_KEY: required[\s\S]*FIREBASE_PROJECT_ID: a demo- project/,
    );
    expect(
      parseServerEnv({
        FIREBASE_API_KEY: "k",
        FIREBASE_PROJECT_ID: "bitelog-prod",
        SHARE_LINK_SECRET: secret,
      }).FIREBASE_PROJECT_ID,
    ).toBe("bitelog-prod");
  });

  it("requires a share-link secret of its own outside development", () => {
    const production = { FIREBASE_API_KEY: "k", FIREBASE_PROJECT_ID: "bitelog-prod" };
    expect(() => parseServerEnv(production)).toThrow(/SHARE_LINK_SECRET: required/);
    expect(() => parseServerEnv({ ...production, SHARE_LINK_SECRET: "short" })).toThrow(
      /SHARE_LINK_SECRET: must be at least 32/,
    );
    expect(parseServerEnv({ ...production, SHARE_LINK_SECRET: secret }).SHARE_LINK_SECRET).toBe(secret);
    expect(parseServerEnv(emulator).SHARE_LINK_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("takes a contact address for the legal pages, and refuses one that is not an address", () => {
    expect(parseServerEnv(emulator).CONTACT_EMAIL).toBeUndefined();
    expect(parseServerEnv({ ...emulator, CONTACT_EMAIL: "privacy@example.com" }).CONTACT_EMAIL).toBe(
      "privacy@example.com",
    );
    expect(() => parseServerEnv({ ...emulator, CONTACT_EMAIL: "privacy" })).toThrow(/CONTACT_EMAIL/);
  });

  it("requires a bucket name for bucket storage", () => {
    expect(() => parseServerEnv({ ...emulator, PHOTO_STORAGE: "bucket" })).toThrow(/STORAGE_BUCKET/);
  });

  it("parses the default map centre", () => {
    expect(parseServerEnv({ ...emulator, DEFAULT_MAP_CENTER: "48.8566,2.3522" }).DEFAULT_MAP_CENTER).toEqual({
      lat: 48.8566,
      lng: 2.3522,
    });
  });
});

describe("the Stripe settings", () => {
  const stripe = {
    STRIPE_SECRET_KEY: "sk_test_bitelog_sandbox",
    STRIPE_PUBLISHABLE_KEY: "pk_test_bitelog_sandbox",
    STRIPE_WEBHOOK_SECRET: "whsec_bitelog_sandbox",
    STRIPE_PRICE_MONTHLY: "price_bitelog_monthly",
    STRIPE_PRICE_YEARLY: "price_bitelog_yearly",
  };
  const messageOf = (source: Record<string, string>) => {
    try {
      parseServerEnv(source);
      return "";
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("leave payments off when none is set", () => {
    expect(parseServerEnv(emulator).stripe).toBeNull();
    expect(parseServerEnv({ ...emulator, STRIPE_SECRET_KEY: " " }).stripe).toBeNull();
  });

  it("group into the billing adapter's settings, with the sandbox's address when given", () => {
    expect(parseServerEnv({ ...emulator, ...stripe }).stripe).toEqual({
      secretKey: "sk_test_bitelog_sandbox",
      publishableKey: "pk_test_bitelog_sandbox",
      webhookSecret: "whsec_bitelog_sandbox",
      prices: { month: "price_bitelog_monthly", year: "price_bitelog_yearly" },
    });
    expect(
      parseServerEnv({ ...emulator, ...stripe, STRIPE_API_BASE: "http://127.0.0.1:12111" }).stripe?.apiBase,
    ).toBe("http://127.0.0.1:12111");
  });

  it("come all together or not at all, naming each one missing", () => {
    const { STRIPE_WEBHOOK_SECRET: _secret, STRIPE_PRICE_YEARLY: _yearly, ...partial } = stripe;
    const message = messageOf({ ...emulator, ...partial });
    expect(message).toMatch(
      /- STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY/,
    );
    expect(message).toMatch(/- STRIPE_PRICE_YEARLY: required with/);
    expect(message).not.toMatch(/- STRIPE_PRICE_MONTHLY:/);
    expect(messageOf({ ...emulator, STRIPE_API_BASE: "http://127.0.0.1:12111" })).toMatch(
      /- STRIPE_API_BASE: has no effect without STRIPE_SECRET_KEY/,
    );
  });

  it("catch keys in the wrong variable or from different modes", () => {
    const swapped = messageOf({
      ...emulator,
      ...stripe,
      STRIPE_SECRET_KEY: stripe.STRIPE_PUBLISHABLE_KEY,
      STRIPE_PUBLISHABLE_KEY: stripe.STRIPE_SECRET_KEY,
    });
    expect(swapped).toMatch(/- STRIPE_SECRET_KEY: expected a key like "sk_test_…"/);
    expect(swapped).toMatch(/- STRIPE_PUBLISHABLE_KEY: expected a key like "pk_test_…"/);
    expect(messageOf({ ...emulator, ...stripe, STRIPE_WEBHOOK_SECRET: "secret" })).toMatch(
      /- STRIPE_WEBHOOK_SECRET: expected a key like "whsec_…"/,
    );
    expect(messageOf({ ...emulator, ...stripe, STRIPE_PUBLISHABLE_KEY: "pk_live_x" })).toMatch(
      /- STRIPE_PUBLISHABLE_KEY: a live key with a test secret key/,
    );
  });

  it("take the API base as a bare http(s) origin", () => {
    for (const base of ["127.0.0.1:12111", "ftp://127.0.0.1:12111", "http://127.0.0.1:12111/v1"]) {
      expect(messageOf({ ...emulator, ...stripe, STRIPE_API_BASE: base })).toMatch(
        /- STRIPE_API_BASE: expected/,
      );
    }
  });
});
