import { useSyncExternalStore } from "react";

// Tailwind's sm and lg breakpoints: the card grid's 1, 2 and 3 columns (docs/product.md §2).
const twoColumns = window.matchMedia("(min-width: 40rem)");
const threeColumns = window.matchMedia("(min-width: 64rem)");

function subscribe(notify: () => void): () => void {
  twoColumns.addEventListener("change", notify);
  threeColumns.addEventListener("change", notify);
  return () => {
    twoColumns.removeEventListener("change", notify);
    threeColumns.removeEventListener("change", notify);
  };
}

const cardColumns = () => (threeColumns.matches ? 3 : twoColumns.matches ? 2 : 1);

/** Entries per row: the card grid's columns at the window's width, or one for the list. */
export function useGridColumns(layout: "card" | "row"): number {
  const columns = useSyncExternalStore(subscribe, cardColumns);
  return layout === "card" ? columns : 1;
}
