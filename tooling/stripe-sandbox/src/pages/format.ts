import type Stripe from "stripe";

/** `$3.99`: amounts are in the currency's smallest unit, which Intl knows the size of (0 digits for JPY). */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** `$3.99 / month`, `$40.00 every 3 months`. */
export function formatPrice(price: Stripe.Price): string {
  const amount = formatMoney(price.unit_amount ?? 0, price.currency);
  const recurring = price.recurring;
  if (!recurring) return amount;
  return recurring.interval_count === 1
    ? `${amount} / ${recurring.interval}`
    : `${amount} every ${recurring.interval_count} ${recurring.interval}s`;
}

export function formatDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}
