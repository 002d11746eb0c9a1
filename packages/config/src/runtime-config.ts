import * as z from "zod/mini";

/**
 * What the server tells the web app at run time (served as /runtime-config.js), so one build
 * serves every environment and no key is baked into the bundle. Zod Mini: the web app checks it
 * before its first paint, and the full zod would be a fifth of that paint's JavaScript.
 */
export const runtimeConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    /** Set only when the app runs against the Firebase Auth emulator (port; host follows the page). */
    authEmulatorPort: z.nullable(z.int()),
  }),
  googleMapsApiKey: z.nullable(z.string()),
  /** The open map (MapLibre), used when there is no Google key. */
  map: z.object({
    styleUrl: z.string(),
    /** Base URL of a Photon-compatible geocoder (`${photonUrl}/api?q=…`); null when switched off. */
    photonUrl: z.nullable(z.string()),
  }),
  defaultMapCenter: z.object({ lat: z.number(), lng: z.number() }),
  /** The address the legal pages give for questions (CONTACT_EMAIL); null when none is set. */
  contactEmail: z.nullable(z.string()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** The global the runtime config script assigns. */
export const RUNTIME_CONFIG_GLOBAL = "__BITELOG_CONFIG__";
