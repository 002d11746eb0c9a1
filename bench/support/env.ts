import { DEFAULT_CHROMIUM_PATH } from "@bitelog/dev/chromium";

/** The benchmarks' settings, read once here (the only file that reads the environment). */
export const benchEnv = {
  /** A PostgreSQL server to benchmark on besides PGlite (each run makes and drops a database of its own). */
  databaseUrl: process.env.TEST_DATABASE_URL?.trim() ? process.env.TEST_DATABASE_URL : undefined,
  authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099",
  chromePath: process.env.CHROME_PATH ?? DEFAULT_CHROMIUM_PATH,
  /** What the spawned servers inherit (PATH and the like). */
  inherited: process.env,
};
