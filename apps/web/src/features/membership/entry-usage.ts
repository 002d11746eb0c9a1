import { ENTRY_LIMIT_WARNING_RATIO } from "@bitelog/config";

/** The limits' "maxEntries": a number, or "Unlimited" on the member plan. */
export type MaxEntries = number | "Unlimited";

/**
 * How full the entry allowance is, for the progress bar: capped at 100, and 0 when unlimited
 * (docs/product.md §2).
 */
export function entryUsagePercent(entryCount: number, maxEntries: MaxEntries): number {
  if (maxEntries === "Unlimited" || maxEntries <= 0) return 0;
  return Math.min(100, Math.round((entryCount / maxEntries) * 100));
}

/** docs/product.md §6: users with an entry limit are warned from 80 % of it. */
export function isNearEntryLimit(entryCount: number, maxEntries: MaxEntries): boolean {
  return maxEntries !== "Unlimited" && entryCount >= maxEntries * ENTRY_LIMIT_WARNING_RATIO;
}
