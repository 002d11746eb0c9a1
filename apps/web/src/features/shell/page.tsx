import type { ReactNode } from "react";
import { useEffect } from "react";

import { MAIN_CONTENT_ID } from "./skip-link";

interface PageProps {
  title: string;
  /** Controls beside the heading (a toggle, the screen's main action). */
  actions?: ReactNode;
  /** Above the heading (a back link). */
  before?: ReactNode;
  children?: ReactNode;
}

/** What the browser tab says for a screen titled `title` (the build's prerender writes it into the page too). */
export function documentTitle(title: string): string {
  return `${title} · Bitelog`;
}

/** A screen's main landmark and heading; the heading also names the browser tab. */
export function Page({ title, actions, before, children }: PageProps) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    // Focusable so the skip link moves the keyboard focus here, without a focus ring on the whole page.
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      // min-w-0: a flex item no wider than its row, however long a word inside (a name) is.
      className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 py-8 outline-none sm:px-6 lg:px-10 lg:py-10"
    >
      {before}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="min-w-0 font-display text-3xl font-semibold tracking-tight wrap-anywhere sm:text-4xl">
          {title}
        </h1>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </main>
  );
}
