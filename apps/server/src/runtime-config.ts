import type { RuntimeConfig } from "@bitelog/config";
import type { ServerEnv } from "@bitelog/config/env";

/** What the browser needs to know, from the server's settings (public values only). */
export function runtimeConfigFrom(env: ServerEnv): RuntimeConfig {
  const emulatorPort = env.FIREBASE_AUTH_EMULATOR_HOST
    ? Number(env.FIREBASE_AUTH_EMULATOR_HOST.split(":")[1])
    : null;
  return {
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? "demo-api-key",
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: env.FIREBASE_PROJECT_ID,
      authEmulatorPort: emulatorPort,
    },
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
    map: { styleUrl: env.MAP_STYLE_URL, photonUrl: env.PHOTON_URL },
    defaultMapCenter: env.DEFAULT_MAP_CENTER,
    contactEmail: env.CONTACT_EMAIL ?? null,
  };
}
