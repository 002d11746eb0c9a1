import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";

import { loadCatalogPart } from "@bitelog/i18n";

import { LegalDocument } from "../../features/legal/legal-document";
import { termsTitle, useTermsSections } from "../../features/legal/terms-sections";

export const Route = createFileRoute("/_public/terms")({
  loader: () => loadCatalogPart("legal"),
  component: TermsPage,
});

/** docs/product.md §2: the Terms of Service, the full text behind the acceptance modal's summary. */
function TermsPage() {
  const sections = useTermsSections();
  return (
    <LegalDocument
      title={termsTitle()}
      intro={
        <p>
          <Trans id="terms.intro">
            These terms apply whenever you use Bitelog. By creating an account or using the app, you agree to
            them. They are written to be read, so please do.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
