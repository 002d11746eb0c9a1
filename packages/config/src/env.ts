import { z } from "zod";

import { RATE_LIMITS } from "./rate-limits";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const latLng = z
  .string()
  .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'expected "latitude,longitude", e.g. "40.7128,-74.0060"')
  .transform((value) => {
    const [lat, lng] = value.split(",").map(Number) as [number, number];
    return { lat, lng };
  })
  .refine(
    ({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180,
    "latitude or longitude out of range",
  );

/** The share-link secret of development (with the Auth emulator), where none is required. */
const DEVELOPMENT_SHARE_LINK_SECRET = "bitelog-development-share-link-secret";

/** The Stripe settings that only work together: payments need every one of them. */
const STRIPE_KEYS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_MONTHLY",
  "STRIPE_PRICE_YEARLY",
] as const;

/** Stripe's key prefixes: a key pasted into the wrong variable is caught at start, not at the first payment. */
const stripeKey = (prefix: RegExp, example: string) =>
  optionalString.pipe(z.string().regex(prefix, `expected a key like "${example}"`).optional());

/** The Stripe SDK takes a host, port and protocol, so a path here would be silently dropped. */
const stripeApiBase = optionalString.pipe(
  z
    .url({ protocol: /^https?$/, error: 'expected an http(s) URL, e.g. "http://127.0.0.1:12111"' })
    .refine((value) => /^https?:\/\/[^/?#]+\/?$/.test(value), "expected scheme://host:port without a path")
    .optional(),
);

/** Both keys of one Stripe account are test keys or both live ones. */
const stripeMode = (key: string | undefined) => /^[a-z]+_(test|live)_/.exec(key ?? "")?.[1];

/**
 * The server's whole configuration, read once at start. Unset production settings fall back to the
 * embedded defaults (PGlite, local photo folder); the identity provider must be named explicitly:
 * either the Auth emulator (`FIREBASE_AUTH_EMULATOR_HOST`) or a real project with its web API key.
 * Payments are off unless all five Stripe settings are given; `STRIPE_API_BASE` points them at the local
 * Stripe sandbox instead of Stripe. The parsed `stripe` groups them for the billing adapter.
 */
export const serverEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: z.url().optional(),
    /** Where people write about their data and these terms; shown in the privacy notice and on /terms. */
    CONTACT_EMAIL: z.email().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * How many proxies (load balancers) in front of the server append to X-Forwarded-For; 0 means
     * clients connect directly. Rate limits count per client address, so behind a proxy this must
     * be set, or every client would share the proxy's address (and with more hops than there are,
     * clients could choose their own).
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Sign-ins a minute from one client address. The default leaves room for a household or a
     * small office behind one address; a larger one (or a test suite) needs more.
     */
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(RATE_LIMITS.signIn.limit),
    DATA_DIR: z.string().default(".data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
        .optional(),
    ),
    WEB_DIST_DIR: optionalString,

    FIREBASE_PROJECT_ID: z.string().default("demo-bitelog"),
    FIREBASE_AUTH_EMULATOR_HOST: optionalString.pipe(
      z
        .string()
        .regex(/^[\w.-]+:\d+$/, 'must be "host:port", e.g. "127.0.0.1:9099"')
        .optional(),
    ),
    FIREBASE_API_KEY: optionalString,
    FIREBASE_AUTH_DOMAIN: optionalString,

    PHOTO_STORAGE: z.enum(["local", "bucket"]).default("local"),
    PHOTO_DIR: optionalString,
    STORAGE_BUCKET: optionalString,

    /**
     * Seals each share link's token for its owner (so asking again answers the same link) while
     * the database keeps only the token's hash for visitors. Changing it leaves existing links
     * working for visitors, but their owners then get a new link the next time they ask.
     */
    SHARE_LINK_SECRET: optionalString.pipe(
      z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)").optional(),
    ),

    GOOGLE_MAPS_API_KEY: optionalString,
    /** The MapLibre style drawn without a Google key; OpenFreeMap's needs no key and no account. */
    MAP_STYLE_URL: z.url({ protocol: /^https?$/ }).default("https://tiles.openfreemap.org/styles/liberty"),
    /** A Photon-compatible geocoder (komoot's public one by default); "off" disables place search through it. */
    PHOTON_URL: z
      .union([z.literal("off"), z.url({ protocol: /^https?$/ })])
      .default("https://photon.komoot.io")
      .transform((value) => (value === "off" ? null : value.replace(/\/+$/, ""))),
    DEFAULT_MAP_CENTER: latLng.default({ lat: 40.7128, lng: -74.006 }),

    STRIPE_SECRET_KEY: stripeKey(/^(sk|rk)_/, "sk_test_…"),
    STRIPE_PUBLISHABLE_KEY: stripeKey(/^pk_/, "pk_test_…"),
    STRIPE_WEBHOOK_SECRET: stripeKey(/^whsec_/, "whsec_…"),
    STRIPE_PRICE_MONTHLY: optionalString,
    STRIPE_PRICE_YEARLY: optionalString,
    /** Unset means Stripe itself; the local Stripe sandbox is e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE: stripeApiBase,
  })
  .superRefine((env, ctx) => {
    if (!env.FIREBASE_AUTH_EMULATOR_HOST) {
      if (!env.FIREBASE_API_KEY) {
        ctx.addIssue({
          code: "custom",
          path: ["FIREBASE_API_KEY"],
          message:
            "required with a real Firebase project (or set FIREBASE_AUTH_EMULATOR_HOST for the emulator)",
        });
      }
      if (!env.SHARE_LINK_SECRET) {
        ctx.addIssue({
          code: "custom",
          path: ["SHARE_LINK_SECRET"],
          message:
            "required outside development (at least 32 random characters, e.g. `openssl rand -base64 32`)",
        });
      }
      if (env.FIREBASE_PROJECT_ID.startsWith("demo-")) {
        ctx.addIssue({
          code: "custom",
          path: ["FIREBASE_PROJECT_ID"],
          message: "a demo- project only exists in the Auth emulator; set your Firebase project id",
        });
      }
    }
    if (env.PHOTO_STORAGE === "bucket" && !env.STORAGE_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["STORAGE_BUCKET"],
        message: "required when PHOTO_STORAGE=bucket",
      });
    }
    const stripeSet = STRIPE_KEYS.filter((key) => env[key] !== undefined);
    if (stripeSet.length > 0 && stripeSet.length < STRIPE_KEYS.length) {
      for (const key of STRIPE_KEYS.filter((name) => env[name] === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `required with ${stripeSet.join(", ")}: payments need all of ${STRIPE_KEYS.join(", ")}, or none of them to run without payments`,
        });
      }
    }
    if (stripeSet.length === 0 && env.STRIPE_API_BASE) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_API_BASE"],
        message: `has no effect without ${STRIPE_KEYS.join(", ")}`,
      });
    }
    const secretMode = stripeMode(env.STRIPE_SECRET_KEY);
    const publishableMode = stripeMode(env.STRIPE_PUBLISHABLE_KEY);
    if (secretMode && publishableMode && secretMode !== publishableMode) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_PUBLISHABLE_KEY"],
        message: `a ${publishableMode} key with a ${secretMode} secret key; both must come from the same mode`,
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    PHOTO_DIR: env.PHOTO_DIR ?? `${env.DATA_DIR}/photos`,
    // Only with the Auth emulator (development): the refinement above requires one otherwise.
    SHARE_LINK_SECRET: env.SHARE_LINK_SECRET ?? DEVELOPMENT_SHARE_LINK_SECRET,
    stripe: stripeSettings(env),
  }));

/** Everything the Stripe billing adapter needs, or null when payments are not configured. */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  prices: { month: string; year: string };
  /** Unset: Stripe itself. */
  apiBase?: string;
}

function stripeSettings(
  env: Partial<Record<(typeof STRIPE_KEYS)[number] | "STRIPE_API_BASE", string>>,
): StripeSettings | null {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_MONTHLY: month,
    STRIPE_PRICE_YEARLY: year,
  } = env;
  // The refinement above has already rejected a partial set.
  if (!secretKey || !publishableKey || !webhookSecret || !month || !year) return null;
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    prices: { month, year },
    ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
  };
}

export type ServerEnv = z.output<typeof serverEnvSchema>;

export class InvalidEnvironmentError extends Error {
  override name = "InvalidEnvironmentError";
}

/** Parses the environment, or throws one error that names every bad variable and why. */
export function parseServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  - ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
  );
  throw new InvalidEnvironmentError(`Invalid environment:\n${lines.join("\n")}`);
}
