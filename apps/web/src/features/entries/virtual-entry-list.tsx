import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState } from "react";

import type { Entry } from "../journal/entry";
import type { EntryLayout } from "./entry-summary";
import { cn } from "../../lib/cn";
import { EntrySummary } from "./entry-summary";
import { useGridColumns } from "./use-grid-columns";

/**
 * A row's height before it is measured (a card with a photo is taller), and the space between rows
 * (gap-4 and gap-2): the page's height, and so the scroll bar, is right before each row is seen.
 */
const ESTIMATE = {
  card: { height: 180, withPhoto: 320, gap: 16 },
  row: { height: 74, withPhoto: 74, gap: 8 },
};
/** Rows rendered beyond the screen on each side, so scrolling and Tab find them there already. */
const OVERSCAN_ROWS = { card: 3, row: 10 };

interface VirtualEntryListProps {
  entries: readonly Entry[];
  layout: EntryLayout;
  /** Visits to each entry's place, by entry id. */
  visits?: ReadonlyMap<string, number>;
}

/**
 * The journal as cards or rows, however long, with only the rows on and near the screen in the
 * page: the window scrolls (as everywhere else), the list keeps its full height in padding above
 * and below. Rows are measured as they render, so a card's height may vary with its content.
 */
export function VirtualEntryList({ entries, layout, visits }: VirtualEntryListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const columns = useGridColumns(layout);
  const rowCount = Math.ceil(entries.length / columns);

  // Where the list starts in the page: what stands above it (a warning, the controls) moves it.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: (row) =>
      entries.slice(row * columns, (row + 1) * columns).some((entry) => entry.thumbnail_url)
        ? ESTIMATE[layout].withPhoto
        : ESTIMATE[layout].height,
    gap: ESTIMATE[layout].gap,
    overscan: OVERSCAN_ROWS[layout],
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();
  const before = (rows[0]?.start ?? scrollMargin) - scrollMargin;
  const after = virtualizer.getTotalSize() - ((rows.at(-1)?.end ?? scrollMargin) - scrollMargin);

  return (
    <ul
      ref={listRef}
      className={cn("grid", layout === "card" ? "gap-4" : "gap-2")}
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        paddingTop: before,
        paddingBottom: Math.max(0, after),
      }}
    >
      {rows.flatMap((row) =>
        entries.slice(row.index * columns, (row.index + 1) * columns).map((entry, column) => (
          <li
            key={entry.id}
            // The first entry of a row measures it (the grid stretches the others to its height).
            data-index={column === 0 ? row.index : undefined}
            ref={column === 0 ? virtualizer.measureElement : undefined}
            aria-setsize={entries.length}
            aria-posinset={row.index * columns + column + 1}
          >
            <EntrySummary
              entry={entry}
              layout={layout}
              visits={visits?.get(entry.id)}
              first={row.index === 0 && column === 0}
            />
          </li>
        )),
      )}
    </ul>
  );
}
