import type { ReactNode } from "react";

import { cn } from "../../lib/cn";

interface FigureTableProps {
  caption: string;
  /** The headings of the label column and of the figure column. */
  columns: [string, string];
  rows: { key: string; label: ReactNode; value: string }[];
  /** Names the chart the table gives the figures of (the browser test compares the two). */
  figures?: string;
  className?: string;
}

/** A chart's figures as a table: for screen readers, and for people who prefer numbers. */
export function FigureTable({ caption, columns, rows, figures, className }: FigureTableProps) {
  return (
    <table data-figures={figures} className={cn("w-full text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="text-left text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 font-medium">
            {columns[0]}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {columns[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-border">
            <th scope="row" className="py-1 text-left font-normal">
              {row.label}
            </th>
            <td className="py-1 text-right tabular-nums">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
