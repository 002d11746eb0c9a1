import { Trans } from "@lingui/react/macro";

import type { LegalSectionData } from "./legal-section";

/** Links to every section of a long legal page, numbered like the sections themselves. */
export function TableOfContents({ sections }: { sections: LegalSectionData[] }) {
  return (
    <nav aria-labelledby="contents-title" className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id="contents-title" className="mb-3 text-base font-semibold">
        <Trans id="legal.contents">Contents</Trans>
      </h2>
      {/* Numbered down the first column, then the second, as people read a list. */}
      <ol className="gap-x-8 text-sm sm:columns-2">
        {sections.map((section, index) => (
          <li key={section.id} className="flex break-inside-avoid gap-2 py-0.5">
            <span className="w-6 shrink-0 text-right text-muted-foreground tabular-nums">{index + 1}.</span>
            <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
