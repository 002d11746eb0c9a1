import type { RuntimeConfig } from "@bitelog/config";
import { RUNTIME_CONFIG_GLOBAL } from "@bitelog/config";

/**
 * The few browser objects the app's modules touch as they load (the theme paints <html>, media
 * queries are watched, the language sets <html lang>, the settings are read), set up for the
 * build's prerender (prerender.tsx imports this first), which runs in a Node process of its own:
 * a visitor with nothing stored and no preference, on a site with no settings. The prerendered
 * pages show nothing that depends on them: the legal pages, which name the site's settings, are
 * given stand-ins of their own (prerendered-pages.tsx).
 */
function ignore(): void {
  // A stand-in: nothing to do.
}

function element() {
  return {
    lang: "",
    textContent: "",
    style: {},
    classList: { add: ignore, remove: ignore, toggle: ignore, contains: () => false },
    append: ignore,
    remove: ignore,
    setAttribute: ignore,
  };
}

const settings: RuntimeConfig = {
  firebase: { apiKey: "stand-in", authDomain: "auth.invalid", projectId: "stand-in", authEmulatorPort: null },
  googleMapsApiKey: null,
  map: { styleUrl: "https://map.invalid/style.json", photonUrl: null },
  defaultMapCenter: { lat: 0, lng: 0 },
  contactEmail: null,
};

Object.assign(globalThis, {
  window: {
    [RUNTIME_CONFIG_GLOBAL]: settings,
    location: { pathname: "/" },
    matchMedia: () => ({ matches: false, addEventListener: ignore, removeEventListener: ignore }),
    addEventListener: ignore,
    removeEventListener: ignore,
    getComputedStyle: ignore,
  },
  document: {
    cookie: "",
    documentElement: element(),
    head: element(),
    body: element(),
    createElement: element,
    addEventListener: ignore,
    removeEventListener: ignore,
  },
  localStorage: { getItem: () => null, setItem: ignore, removeItem: ignore },
});
