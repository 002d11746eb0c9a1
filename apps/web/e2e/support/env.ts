import { DEFAULT_CHROMIUM_PATH } from "@bitelog/dev/chromium";

/** Where the browser tests find their tools; the defaults are this machine's. */
export const e2eEnv = {
  chromiumPath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
  authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099",
  inherited: process.env,
};

/** The CONTACT_EMAIL the test server runs with, which the legal pages show. */
export const E2E_CONTACT_EMAIL = "privacy@bitelog.test";
