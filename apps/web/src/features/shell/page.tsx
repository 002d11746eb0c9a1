import type { ReactNode } from "react";
import { useEffect } from "react";

import { MAIN_CONTENT_ID } from "./skip-link";

/** A screen's main landmark and heading; the heading also names the browser tab. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Bitelog`;
  }, [title]);

  return (
    // Focusable so the skip link moves the keyboard focus here, without a focus ring on the whole page.
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-10 lg:py-10"
    >
      <h1 className="mb-6 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {children}
    </main>
  );
}
