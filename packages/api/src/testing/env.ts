/**
 * Tests talk to the Firebase Auth emulator; `npm test` starts it and sets this variable, and
 * firebase-admin reads it from the environment, so it must be in process.env itself.
 */
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";

export const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
export const testProjectId = "demo-bitelog";

/**
 * Runs `call` while firebase-admin is pointed at `host` instead: an identity port that first asks
 * the provider meanwhile keeps that address, as firebase-admin takes it at its first request.
 */
export async function whileAuthEmulatorAt<T>(host: string, call: () => Promise<T>): Promise<T> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  try {
    return await call();
  } finally {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  }
}
