import type { Ports } from "@bitelog/api/server";
import type { ServerEnv } from "@bitelog/config/env";
import { createFirebaseIdentity, createLocalPhotoStorage, systemClock } from "@bitelog/api/server";

/** Builds every adapter once, from validated settings: nothing else in the server chooses an implementation. */
export function createPorts(env: ServerEnv): Ports & { close(): Promise<void> } {
  const identity = createFirebaseIdentity({
    projectId: env.FIREBASE_PROJECT_ID,
    useEmulator: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
  });
  return {
    identity,
    photos: createLocalPhotoStorage(env.PHOTO_DIR),
    billing: null,
    clock: systemClock,
    close: () => identity.close(),
  };
}
