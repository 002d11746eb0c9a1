import { runtimeConfig } from "./runtime-config";

/**
 * Whose maps and place search the app uses, chosen once from the server's settings: Google's
 * when the site has a Maps key, otherwise the open map (MapLibre) and Photon.
 */
export const mapProvider: "google" | "open" = runtimeConfig.googleMapsApiKey ? "google" : "open";
