import { describe, expect, it } from "vitest";

import type { RuntimeConfig } from "./runtime-config";
import { settingsKind, shownSettings, STAND_IN_SETTINGS, withSettings } from "./shown-settings";

const site = (changes: Partial<RuntimeConfig>): RuntimeConfig => ({
  firebase: { apiKey: "key", authDomain: "auth.example", projectId: "bitelog", authEmulatorPort: null },
  googleMapsApiKey: null,
  map: { styleUrl: "https://tiles.example:8443/styles/liberty", photonUrl: "https://photon.example" },
  defaultMapCenter: { lat: 0, lng: 0 },
  contactEmail: "privacy@bitelog.example",
  ...changes,
});

describe("shown settings", () => {
  it("are what the legal pages name: whose maps, the hosts of the map data and of Photon, the contact", () => {
    expect(shownSettings(site({}))).toEqual({
      provider: "open",
      tileHost: "tiles.example:8443",
      photonHost: "photon.example",
      contactEmail: "privacy@bitelog.example",
    });
    expect(shownSettings(site({ googleMapsApiKey: "maps-key", contactEmail: null }))).toMatchObject({
      provider: "google",
      contactEmail: null,
    });
  });

  it("have a stand-in for every kind of site, each kind once", () => {
    const kinds = STAND_IN_SETTINGS.map(settingsKind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const googleMapsApiKey of ["maps-key", null])
      for (const photonUrl of ["https://photon.example", null])
        for (const contactEmail of ["privacy@bitelog.example", null]) {
          const settings = shownSettings(
            site({ googleMapsApiKey, map: { styleUrl: "https://t.example/s", photonUrl }, contactEmail }),
          );
          expect(kinds).toContain(settingsKind(settings));
        }
    expect(settingsKind(shownSettings(site({})))).toBe("open-photon-contact");
  });

  it("replace their stand-ins in a page, escaped as React would write them", () => {
    const [standIns] = STAND_IN_SETTINGS;
    const page = `<p>${standIns?.tileHost} ${standIns?.photonHost} <a href="mailto:${standIns?.contactEmail}">${standIns?.contactEmail}</a></p>`;
    const settings = { ...shownSettings(site({})), contactEmail: `"o'brien"&co@bitelog.example` };
    expect(withSettings(page, settings)).toBe(
      `<p>tiles.example:8443 photon.example <a href="mailto:&#34;o&#39;brien&#34;&#38;co@bitelog.example">&#34;o&#39;brien&#34;&#38;co@bitelog.example</a></p>`,
    );
  });
});
