// Renamed: `t` is the name of useLingui's own, in the hooks below.
import { t as translate } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

import type { LegalSectionData } from "./legal-section";
import { ContactLine } from "./contact-line";
import { useShownSettings } from "./shown-settings";

/** The Terms of Service's title in the language of the moment (the build's prerender writes it into the page too). */
export function termsTitle(): string {
  return translate({ id: "terms.title", message: "Terms of Service" });
}

/**
 * The Terms of Service page's sections (docs/product.md §2): maps terms, use, prohibited content,
 * enforcement, changes.
 */
export function useTermsSections(): LegalSectionData[] {
  const { t } = useLingui();
  return [
    useTermsMaps(),
    {
      id: "acceptable-use",
      title: t({ id: "terms.use.title", message: "Acceptable use" }),
      content: (
        <>
          <p>
            <Trans id="terms.use.individual">
              Bitelog is a personal journal. An account is for one person only: do not share it, and do not
              use it on behalf of someone else. You must be 18 or older to use Bitelog.
            </Trans>
          </p>
          <p>
            <Trans id="terms.use.sharedPictures">
              Only upload pictures you took yourself or have the right to use. They remain yours; you allow us
              to store them, to show them to you and, when you share a visit, to show its pictures to anyone
              who has its share link, which is what the service needs to work.
            </Trans>
          </p>
          <p>
            <Trans id="terms.use.content">
              Keep your entries and pictures about restaurants, food and your visits. Be respectful, and keep
              what you write as accurate as you can, especially anything you choose to share.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "prohibited-content",
      title: t({ id: "terms.prohibited.title", message: "Prohibited content" }),
      content: (
        <>
          <p>
            <Trans id="terms.prohibited.intro">You may not store or share content that is:</Trans>
          </p>
          <ul>
            <li>
              <Trans id="terms.prohibited.illegal">illegal;</Trans>
            </li>
            <li>
              <Trans id="terms.prohibited.sexual">sexual or sexually explicit;</Trans>
            </li>
            <li>
              <Trans id="terms.prohibited.hateful">hateful or discriminatory;</Trans>
            </li>
            <li>
              <Trans id="terms.prohibited.violent">violent or threatening;</Trans>
            </li>
            <li>
              <Trans id="terms.prohibited.harassing">harassing or bullying;</Trans>
            </li>
            <li>
              <Trans id="terms.prohibited.privacy">
                an invasion of someone's privacy, such as their personal details or pictures of them taken
                without their consent;
              </Trans>
            </li>
            <li>
              <Trans id="terms.prohibited.infringing">
                infringing on copyright, trademarks or other rights of others;
              </Trans>
            </li>
            <li>
              <Trans id="terms.prohibited.deceptive">deceptive or misleading;</Trans>
            </li>
            <li>
              <Trans id="terms.prohibited.local">against the law where you live.</Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "enforcement",
      title: t({ id: "terms.enforcement.title", message: "Enforcement" }),
      content: (
        <>
          <p>
            <Trans id="terms.enforcement.p1">
              If content breaks these terms, we may remove it, and we may suspend or close the account that
              holds it. Where we can, we will tell you first and give you a chance to fix it; serious or
              repeated breaches can lead to immediate closure.
            </Trans>
          </p>
          <p>
            <Trans id="terms.enforcement.p2">
              If you think we got it wrong, tell us and we will look at it again.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "modifications",
      title: t({ id: "terms.modifications.title", message: "Changes to these terms" }),
      content: (
        <p>
          <Trans id="terms.modifications.p1">
            We may update these terms as Bitelog evolves. When the changes matter, we will tell you in the app
            and ask you to accept the new terms before you continue. The date at the top of this page shows
            when they last changed.
          </Trans>{" "}
          <Trans id="terms.contact">Questions about these terms?</Trans> <ContactLine />
        </p>
      ),
    },
  ];
}

/** Terms of Service: whose maps and address search Bitelog uses, as this site is configured (see shown-settings). */
function useTermsMaps(): LegalSectionData {
  const { t } = useLingui();
  const { provider, tileHost, photonHost } = useShownSettings();
  return {
    id: "maps",
    title: t({ id: "terms.maps.title", message: "Maps service terms" }),
    content: (
      <>
        <p>
          {provider === "google" ? (
            <Trans id="terms.maps.p1">
              Bitelog uses Google Maps to show maps and to find restaurants and addresses. When you use these
              features, you also agree to the Google Maps/Google Earth Additional Terms of Service and to the
              Google Privacy Policy.
            </Trans>
          ) : (
            <Trans id="terms.maps.tiles">Bitelog draws its maps from map data served by {tileHost}.</Trans>
          )}{" "}
          {photonHost === null ? (
            <Trans id="terms.maps.cityPlacing">
              An address saved without a position is placed at its city, from a list of cities built into
              Bitelog.
            </Trans>
          ) : provider === "google" ? (
            <Trans id="terms.maps.photonPlacing">
              An address saved without a position is placed on the map with Photon at {photonHost}, which uses
              OpenStreetMap data (© OpenStreetMap contributors).
            </Trans>
          ) : (
            <Trans id="terms.maps.photonSearch">
              Address suggestions, and the positions of addresses saved without one, come from Photon at{" "}
              {photonHost}, which uses OpenStreetMap data (© OpenStreetMap contributors).
            </Trans>
          )}
        </p>
        <p>
          <Trans id="terms.maps.accuracy">
            We show maps, place names, addresses and positions as these services give them and cannot promise
            that they are complete or correct.
          </Trans>
        </p>
      </>
    ),
  };
}
