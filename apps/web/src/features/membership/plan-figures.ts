import type { BillingInterval } from "@bitelog/config";
import { PLAN_LIMITS, PRICES_CENTS, yearlyPricePerMonthCents, yearlySavingsPercent } from "@bitelog/config";

/** The prices and limits the FAQ quotes, written the way the reader's language writes them. */
export interface PlanFigures {
  monthlyPrice: string;
  yearlyPrice: string;
  yearlyPerMonth: string;
  yearlySaving: string;
  freeEntries: string;
  freePhotos: string;
  memberPhotos: string;
}

/** US dollars, with cents only when there are some ($40, but $3.99). */
export function formatUsd(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** The price of one billing period of the member plan, in the reader's way. */
export function planPrice(interval: BillingInterval, locale: string): string {
  return formatUsd(PRICES_CENTS[interval], locale);
}

/** Taken from @bitelog/config, so the page never quotes a price or limit the server does not apply. */
export function planFigures(locale: string): PlanFigures {
  const count = new Intl.NumberFormat(locale);
  return {
    monthlyPrice: planPrice("month", locale),
    yearlyPrice: planPrice("year", locale),
    yearlyPerMonth: formatUsd(yearlyPricePerMonthCents, locale),
    yearlySaving: new Intl.NumberFormat(locale, { style: "percent" }).format(yearlySavingsPercent / 100),
    // The free plan always has an entry limit; the member plan's is the one that can be unlimited.
    freeEntries: count.format(PLAN_LIMITS.free.maxEntries ?? Number.POSITIVE_INFINITY),
    freePhotos: count.format(PLAN_LIMITS.free.maxPhotosPerEntry),
    memberPhotos: count.format(PLAN_LIMITS.member.maxPhotosPerEntry),
  };
}
