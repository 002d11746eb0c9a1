import type { ReactNode } from "react";

/** One numbered part of a legal page; `id` is its anchor, for the table of contents and for links. */
export interface LegalSectionData {
  id: string;
  title: string;
  /** Paragraphs (<p>) and lists (<ul>) of literal translated messages. */
  content: ReactNode;
}

/** A section of the Terms or the Privacy Notice: its number, its title and its text. */
export function LegalSection({ section, number }: { section: LegalSectionData; number: number }) {
  return (
    // Unnamed, so not a landmark: sixteen regions would bury the page's main one; the <h2>s structure it.
    <section id={section.id} className="flex scroll-mt-20 flex-col gap-3">
      <h2 className="font-display text-xl font-semibold tracking-tight sm:text-2xl">
        <span className="mr-2 text-primary tabular-nums">{number}.</span>
        {section.title}
      </h2>
      <div className="flex flex-col gap-3 leading-relaxed text-foreground/90 [&_li]:pl-1 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:pl-6">
        {section.content}
      </div>
    </section>
  );
}
