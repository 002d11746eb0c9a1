import { z } from "zod";

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

/**
 * The server's whole configuration, read once at start. Unset production settings fall back to the
 * embedded defaults (PGlite, local photo folder); the identity provider must be named explicitly:
 * either the Auth emulator (`FIREBASE_AUTH_EMULATOR_HOST`) or a real project with its web API key.
 */
export const serverEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
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

    GOOGLE_MAPS_API_KEY: optionalString,
    DEFAULT_MAP_CENTER: latLng.default({ lat: 40.7128, lng: -74.006 }),
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
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    PHOTO_DIR: env.PHOTO_DIR ?? `${env.DATA_DIR}/photos`,
  }));

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
