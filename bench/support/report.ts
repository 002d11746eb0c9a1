/** Printing figures with their budgets: every benchmark prints, none asserts. */

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A figure against its budget: "ok" or "OVER BUDGET", so a miss stands out in the output. */
export function verdict(met: boolean): string {
  return met ? "ok" : "OVER BUDGET";
}

/** Prints rows as aligned columns. */
export function table(rows: readonly (readonly string[])[]): void {
  const widths = rows.reduce<number[]>(
    (max, row) => row.map((cell, i) => Math.max(max[i] ?? 0, cell.length)),
    [],
  );
  for (const row of rows)
    console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ")}`.trimEnd());
}
