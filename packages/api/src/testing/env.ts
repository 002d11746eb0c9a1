/**
 * Tests talk to the Firebase Auth emulator; `npm test` starts it and sets this variable, and
 * firebase-admin reads it from the environment, so it must be in process.env itself.
 */
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";

export const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
export const testProjectId = "demo-bitelog";
