import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { loadCatalogPart } from "@bitelog/i18n";

import { LegalDocument } from "../../features/legal/legal-document";
import { privacyTitle, usePrivacySections } from "../../features/legal/privacy-sections";

export const Route = createFileRoute("/_public/privacy")({
  loader: () => loadCatalogPart("legal"),
  component: PrivacyPage,
});

/** docs/product.md §1, §2: the Privacy Notice, with a table of contents to its 16 sections. */
function PrivacyPage() {
  const sections = usePrivacySections();
  return (
    <LegalDocument
      title={privacyTitle()}
      intro={
        <p>
          <Trans id="privacy.intro">
            Bitelog is a personal restaurant and food journal. This notice explains what information it keeps
            about you, why, who else handles it and what you can do about it. In short: your journal is
            private, we keep only what the app needs, there are no ads, and your data is never sold.
          </Trans>
        </p>
      }
      sections={sections}
      withContents
    />
  );
}
