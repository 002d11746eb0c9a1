import type { PhotoStoragePort, Ports } from "@bitelog/api/server";
import type { ServerEnv } from "@bitelog/config/env";
import {
  createBucketPhotoStorage,
  createFirebaseIdentity,
  createLocalPhotoStorage,
  createPhotonGeocoder,
  createStripeBilling,
  systemClock,
} from "@bitelog/api/server";

/** How long a lookup of a saved entry's address may take before the gazetteer places it instead. */
const GEOCODER_TIMEOUT_MS = 5_000;

/** PHOTO_STORAGE=bucket: Firebase Storage / Cloud Storage; otherwise the folder PHOTO_DIR. */
function createPhotoStorage(env: ServerEnv): PhotoStoragePort & { close(): Promise<void> } {
  if (env.PHOTO_STORAGE === "local") {
    return { ...createLocalPhotoStorage(env.PHOTO_DIR), close: () => Promise.resolve() };
  }
  // parseServerEnv already refuses this; the check tells the compiler too.
  if (!env.STORAGE_BUCKET) throw new Error("STORAGE_BUCKET is required when PHOTO_STORAGE=bucket");
  return createBucketPhotoStorage({ projectId: env.FIREBASE_PROJECT_ID, bucket: env.STORAGE_BUCKET });
}

/** Builds every adapter once, from validated settings: nothing else in the server chooses an implementation. */
export function createPorts(
  env: ServerEnv,
  options: { stripeTimeoutMs?: number | undefined } = {},
): Ports & { close(): Promise<void> } {
  const identity = createFirebaseIdentity({
    projectId: env.FIREBASE_PROJECT_ID,
    useEmulator: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
  });
  const photos = createPhotoStorage(env);
  return {
    identity,
    photos,
    // Without STRIPE_* settings the server runs without payments; the billing calls then answer 503.
    billing: env.stripe
      ? createStripeBilling({
          ...env.stripe,
          ...(options.stripeTimeoutMs ? { timeoutMs: options.stripeTimeoutMs } : {}),
        })
      : null,
    clock: systemClock,
    // Photon even with a Google key: Google's terms do not let geocoding results be kept, and its
    // browser key is usually restricted to the app's pages.
    geocoder: env.PHOTON_URL
      ? createPhotonGeocoder({ url: env.PHOTON_URL, timeoutMs: GEOCODER_TIMEOUT_MS })
      : null,
    close: async () => {
      await Promise.all([identity.close(), photos.close()]);
    },
  };
}
