export const MEMBERSHIP_LEVELS = ["free", "member"] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Per-plan limits (docs/product.md §6); `maxEntries: null` means unlimited ("Unlimited" on the wire). */
export interface PlanLimits {
  maxEntries: number | null;
  maxPhotosPerEntry: number;
  /** Places on the list of places to try (issue 33); null means unlimited. */
  maxPlacesToTry: number | null;
}

export const PLAN_LIMITS: Record<MembershipLevel, PlanLimits> = {
  free: { maxEntries: 50, maxPhotosPerEntry: 3, maxPlacesToTry: 100 },
  member: { maxEntries: null, maxPhotosPerEntry: 10, maxPlacesToTry: null },
};

/** The most photos any plan allows on one entry: the bound of every list of an entry's photos. */
export const MAX_PHOTOS_PER_ENTRY = Math.max(
  ...Object.values(PLAN_LIMITS).map((plan) => plan.maxPhotosPerEntry),
);

/** The photo limit the web app assumes when the server gives none (docs/product.md §9). */
export const DEFAULT_MAX_PHOTOS_PER_ENTRY = 3;
/** Free users see the entry-limit warning from this share of maxEntries. */
export const ENTRY_LIMIT_WARNING_RATIO = 0.8;

/** Prices in US cents (docs/product.md §9). Derived figures are computed, not typed in twice. */
export const PRICES_CENTS: Record<BillingInterval, number> = { month: 399, year: 4000 };

export const yearlyPricePerMonthCents = Math.floor(PRICES_CENTS.year / 12);
export const yearlySavingsCents = PRICES_CENTS.month * 12 - PRICES_CENTS.year;
export const yearlySavingsPercent = Math.round((1 - yearlyPricePerMonthCents / PRICES_CENTS.month) * 100);
