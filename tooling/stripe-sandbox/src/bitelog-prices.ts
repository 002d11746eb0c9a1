import type { BillingInterval } from "@bitelog/config";
import { PRICES_CENTS } from "@bitelog/config";

import type { SandboxPrice } from "./options";

/**
 * Bitelog's two membership prices (docs/product.md §9) under the given ids, with the amounts
 * from @bitelog/config.
 */
export function bitelogPrices(ids: Record<BillingInterval, string>): SandboxPrice[] {
  return [
    {
      id: ids.month,
      unitAmount: PRICES_CENTS.month,
      currency: "usd",
      interval: "month",
      productName: "Bitelog membership (monthly)",
    },
    {
      id: ids.year,
      unitAmount: PRICES_CENTS.year,
      currency: "usd",
      interval: "year",
      productName: "Bitelog membership (yearly)",
    },
  ];
}
