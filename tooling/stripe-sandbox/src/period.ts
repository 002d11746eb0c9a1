import type Stripe from "stripe";

import { invalidRequest } from "./errors";

const DAY = 86_400;

/** The billing intervals Stripe knows; the SDK's own type is open-ended (`| string`). */
const INTERVALS = ["day", "week", "month", "year"] as const;
export type Interval = (typeof INTERVALS)[number];

function isInterval(value: string): value is Interval {
  return (INTERVALS as readonly string[]).includes(value);
}

export interface Recurrence {
  interval: Interval;
  intervalCount: number;
}

export function recurrenceOf(price: Stripe.Price): Recurrence {
  const recurring = price.recurring;
  if (!recurring) throw invalidRequest(`The price ${price.id} is not recurring`);
  if (!isInterval(recurring.interval)) {
    throw invalidRequest(`The price ${price.id} has an unknown interval ${recurring.interval}`);
  }
  return { interval: recurring.interval, intervalCount: recurring.interval_count };
}

/**
 * The start of billing period number `index` (0 is the first) of a subscription anchored at `anchor`, in Unix
 * seconds. Months are calendar months counted from the anchor, as Stripe bills: an anchor on the 31st renews
 * on the last day of shorter months and on the 31st again afterwards.
 */
export function periodStart(anchor: number, { interval, intervalCount }: Recurrence, index: number): number {
  const steps = intervalCount * index;
  switch (interval) {
    case "day":
      return anchor + steps * DAY;
    case "week":
      return anchor + steps * 7 * DAY;
    case "month":
      return addMonths(anchor, steps);
    case "year":
      return addMonths(anchor, steps * 12);
  }
}

function addMonths(anchor: number, months: number): number {
  const start = new Date(anchor * 1000);
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const daysInTargetMonth = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), daysInTargetMonth));
  return target.getTime() / 1000;
}
