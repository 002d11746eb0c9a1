import type { RuntimeConfig } from "./runtime-config";

/** Whose maps and place search a site uses: Google's when it has a Maps key, otherwise the open map and Photon. */
export function mapProviderOf(config: RuntimeConfig): "google" | "open" {
  return config.googleMapsApiKey ? "google" : "open";
}

/**
 * What of the site's settings the legal pages say (apps/web/src/features/legal): whose maps, the
 * hosts of the map data and of Photon (null when off), and the contact address (null when unset).
 */
export interface ShownSettings {
  provider: "google" | "open";
  tileHost: string;
  photonHost: string | null;
  contactEmail: string | null;
}

/** The host (name and port) a URL of the settings points at, as a person would read it. */
const hostOf = (url: string) => new URL(url).host;

/** What the legal pages say of the site with these settings (the web app and the server read it alike). */
export function shownSettings(config: RuntimeConfig): ShownSettings {
  return {
    provider: mapProviderOf(config),
    tileHost: hostOf(config.map.styleUrl),
    photonHost: config.map.photonUrl === null ? null : hostOf(config.map.photonUrl),
    contactEmail: config.contactEmail,
  };
}

/**
 * Values no site has, which the build prerenders the legal pages with and the server replaces
 * with its own: the build cannot know a site's settings, the server knows them from its start.
 */
const STAND_INS = {
  tileHost: "tiles.prerendered.invalid",
  photonHost: "photon.prerendered.invalid",
  contactEmail: "contact@prerendered.invalid",
} as const;

/**
 * One set of stand-in settings for each kind of site (the legal pages' text differs by kind): the
 * build prerenders the legal pages once with each, and the server serves those of its own kind.
 */
export const STAND_IN_SETTINGS: ShownSettings[] = (["google", "open"] as const).flatMap((provider) =>
  [STAND_INS.photonHost, null].flatMap((photonHost) =>
    [STAND_INS.contactEmail, null].map((contactEmail) => ({
      provider,
      tileHost: STAND_INS.tileHost,
      photonHost,
      contactEmail,
    })),
  ),
);

/** The name of settings' kind, in the prerendered files' names: "open-photon-contact", "google". */
export function settingsKind(settings: ShownSettings): string {
  return [settings.provider, settings.photonHost && "photon", settings.contactEmail && "contact"]
    .filter(Boolean)
    .join("-");
}

/** The stand-ins, wherever they are in a page. */
const STAND_IN = new RegExp(Object.values(STAND_INS).join("|").replace(/\./g, "\\."), "g");

/** Escaped as React escapes text and attributes: the browser reads back the text React would render. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Prerendered HTML with the stand-ins of STAND_IN_SETTINGS replaced by the site's own values. */
export function withSettings(html: string, settings: ShownSettings): string {
  const values: Record<string, string | null> = {
    [STAND_INS.tileHost]: settings.tileHost,
    [STAND_INS.photonHost]: settings.photonHost,
    [STAND_INS.contactEmail]: settings.contactEmail,
  };
  // A page of the site's kind holds no stand-in for a setting the site does not have.
  return html.replace(STAND_IN, (standIn) => escapeHtml(values[standIn] ?? standIn));
}
