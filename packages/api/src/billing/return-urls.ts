/**
 * Where Stripe sends the browser back to: the settings page, which reads `payment` and `session_id`
 * (docs/product.md §2). Stripe fills in `{CHECKOUT_SESSION_ID}` itself, so it must reach Stripe unencoded.
 */
export function paymentReturnUrls(publicUrl: string) {
  const settings = `${publicUrl.replace(/\/+$/, "")}/settings`;
  return {
    checkoutSuccess: `${settings}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
    checkoutCancel: `${settings}?payment=cancelled`,
    portalReturn: settings,
  };
}
