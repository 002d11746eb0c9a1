import type { ReactNode } from "react";
import { useEffect } from "react";

/** A screen's main landmark and heading; the heading also names the browser tab. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Bitelog`;
  }, [title]);

  return (
    <main className="mx-auto w-full max-w-5xl p-6">
      <h1 className="mb-4 text-3xl font-semibold tracking-tight">{title}</h1>
      {children}
    </main>
  );
}
