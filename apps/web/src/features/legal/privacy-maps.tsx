import { Trans, useLingui } from "@lingui/react/macro";

import type { LegalSectionData } from "./legal-section";
import { useShownSettings } from "./shown-settings";

/** Privacy Notice: who draws the maps and finds addresses, as this site is configured (see shown-settings). */
export function usePrivacyMaps(): LegalSectionData {
  const { t } = useLingui();
  const { provider, tileHost, photonHost } = useShownSettings();
  return {
    id: "maps",
    title: t({ id: "privacy.maps.sectionTitle", message: "Maps and addresses" }),
    content: (
      <>
        {provider === "google" ? (
          <p>
            <Trans id="privacy.maps.p1">
              Maps and restaurant search are provided by Google Maps. To draw a map or suggest places, your
              browser sends Google what it needs: the area on the screen, what you type in the address field
              and, if you allowed it, your position, so that nearby places come first.
            </Trans>{" "}
            <Trans id="privacy.maps.googlePolicy">Google's privacy policy applies to that information.</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans id="privacy.maps.tiles">
                The map is drawn in your browser from map data it loads from {tileHost}, which sees the area
                on your screen and your IP address, as any site you visit does. When {tileHost} cannot be
                reached, Bitelog draws a simpler map of its own instead.
              </Trans>
            </p>
            <p>
              {photonHost === null ? (
                <Trans id="privacy.maps.journalSearch">
                  Address suggestions come from the places already in your journal: what you type in the
                  address field is sent to no other service.
                </Trans>
              ) : (
                <Trans id="privacy.maps.photonSearch">
                  Address suggestions come from Photon, an address search built on OpenStreetMap data, at{" "}
                  {photonHost}: as you type in the address field, your browser sends it what you type and, if
                  you allowed it, your position, so that nearby places come first.
                </Trans>
              )}
            </p>
          </>
        )}
        <p>
          {photonHost === null ? (
            <Trans id="privacy.maps.cityPlacing">
              When you save an entry with an address but no position on the map, our server places it at its
              city, from a list of cities built into Bitelog: the address is sent to no one.
            </Trans>
          ) : (
            <Trans id="privacy.maps.photonPlacing">
              When you save an entry with an address but no position on the map, our server asks Photon at{" "}
              {photonHost} where that address is. It sends the address alone, with nothing that says who you
              are.
            </Trans>
          )}{" "}
          <Trans id="privacy.maps.kept">
            The addresses and positions you save stay in your journal, on our server.
          </Trans>
        </p>
      </>
    ),
  };
}
