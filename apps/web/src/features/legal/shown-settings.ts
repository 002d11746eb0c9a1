import { createContext, useContext } from "react";

import type { ShownSettings } from "@bitelog/config";
import { shownSettings } from "@bitelog/config";

import { runtimeConfig } from "../../lib/runtime-config";

/**
 * What the legal texts say of this site (its server's GOOGLE_MAPS_API_KEY, MAP_STYLE_URL, PHOTON_URL
 * and CONTACT_EMAIL), which follows its settings, not a fixed list. The build's prerender, which
 * cannot know them, provides stand-ins for each kind of site instead (prerendered-pages.tsx).
 */
export const ShownSettingsContext = createContext<ShownSettings>(shownSettings(runtimeConfig));

export function useShownSettings(): ShownSettings {
  return useContext(ShownSettingsContext);
}
