import { Trans } from "@lingui/react/macro";

import { useShownSettings } from "./shown-settings";

/** The points of the Terms of Service (docs/product.md §2), shown in the acceptance modal. */
export function TermsSummary() {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed">
      <li>
        <MapsPoint />
      </li>
      <li>
        <Trans id="terms.point.individual">
          An account is for one person only, and you must be 18 or older to use Bitelog.
        </Trans>
      </li>
      <li>
        <Trans id="terms.point.pictures">
          You only upload pictures you took yourself or have the right to use.
        </Trans>
      </li>
      <li>
        <Trans id="terms.point.relevance">
          Entries and pictures are about restaurants, food and your visits.
        </Trans>
      </li>
      <li>
        <Trans id="terms.point.respect">Keep your content respectful and as accurate as you can.</Trans>
      </li>
      <li>
        <Trans id="terms.point.prohibited">
          Prohibited content: anything illegal, sexual, hateful, violent or harassing, content that violates
          someone's privacy or infringes their rights, deceptive content, and anything unlawful where you
          live.
        </Trans>
      </li>
      <li>
        <Trans id="terms.point.private">
          Your journal is private unless you explicitly share it. We may remove content or close accounts that
          break these terms, and we may update them; we will tell you when we do.
        </Trans>
      </li>
    </ul>
  );
}

/** Whose maps and address search the terms bring in, as this site is configured (see shown-settings). */
function MapsPoint() {
  const { provider, tileHost, photonHost } = useShownSettings();
  if (provider === "google") {
    return (
      <Trans id="terms.point.maps">
        Bitelog uses Google Maps for places and maps; by using those features you also accept the Google Maps
        terms of service.
      </Trans>
    );
  }
  if (photonHost === null) {
    return (
      <Trans id="terms.point.openMap">
        Maps come from {tileHost}; they are shown as they are and may be incomplete.
      </Trans>
    );
  }
  return (
    <Trans id="terms.point.openMapAndPhoton">
      Maps come from {tileHost} and address search from Photon at {photonHost}; both are shown as they are and
      may be incomplete.
    </Trans>
  );
}
