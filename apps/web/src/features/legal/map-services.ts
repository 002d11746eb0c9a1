import { mapProvider } from "../../lib/map-provider";
import { runtimeConfig } from "../../lib/runtime-config";

/** The host (name and port) a URL of the settings points at, as a person would read it. */
function hostOf(url: string): string {
  return new URL(url).host;
}

/**
 * Who draws the maps and finds addresses for this site, which the legal texts name: it follows the
 * server's settings (GOOGLE_MAPS_API_KEY, MAP_STYLE_URL, PHOTON_URL), not a fixed list.
 */
export const mapServices = {
  provider: mapProvider,
  /** Where the open map's style and tiles come from. */
  tileHost: hostOf(runtimeConfig.map.styleUrl),
  /** The Photon server the browser asks for suggestions (open map) and ours asks on save; null when off. */
  photonHost: runtimeConfig.map.photonUrl === null ? null : hostOf(runtimeConfig.map.photonUrl),
};
