import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";

import type { LegalSectionData } from "./legal-section";
import { Button } from "../../components/ui/button";
import { formatReleaseDate } from "../../lib/release-date";
import { Page } from "../shell/page";
import { LegalSection } from "./legal-section";
import { TableOfContents } from "./table-of-contents";

/** Both legal texts were last changed on this day (docs/product.md §2). */
export const LEGAL_LAST_UPDATED = "2025-10-08";

interface LegalDocumentProps {
  title: string;
  /** The opening paragraph(s), before the first section. */
  intro: ReactNode;
  sections: LegalSectionData[];
  /** Lists the sections at the top; for long texts. */
  withContents?: boolean;
}

/** The layout of /terms and /privacy: back-to-home link, title, date, introduction, numbered sections. */
export function LegalDocument({ title, intro, sections, withContents = false }: LegalDocumentProps) {
  const { i18n } = useLingui();
  const date = formatReleaseDate(LEGAL_LAST_UPDATED, i18n.locale);
  return (
    <Page
      title={title}
      before={
        <Button asChild variant="ghost" size="sm" className="mb-4 -ml-3">
          <Link to="/">
            <ArrowLeft />
            <Trans id="legal.backHome">Back to home</Trans>
          </Link>
        </Button>
      }
    >
      <div className="flex max-w-3xl flex-col gap-10">
        <div className="-mt-3 flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            <Trans id="legal.lastUpdated">Last updated: {date}</Trans>
          </p>
          <div className="flex flex-col gap-3 text-lg leading-relaxed">{intro}</div>
        </div>
        {withContents && <TableOfContents sections={sections} />}
        {sections.map((section, index) => (
          <LegalSection key={section.id} section={section} number={index + 1} />
        ))}
      </div>
    </Page>
  );
}
