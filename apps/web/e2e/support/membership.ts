import { rest } from "./api";

/**
 * Makes the signed-in user a member without the browser: a Checkout Session through the API, paid
 * on the Stripe sandbox's checkout page (which answers once its webhooks have reached the server).
 */
export async function becomeMemberThroughApi(baseUrl: string, idToken: string): Promise<void> {
  const { url } = await rest<{ url: string }>(
    baseUrl,
    idToken,
    "POST",
    "/api/stripe/create-checkout-session",
    {
      membershipLevel: "member",
      interval: "month",
    },
  );
  const paid = await fetch(`${url}/pay`, { method: "POST", redirect: "manual" });
  if (paid.status !== 303) throw new Error(`Paying ${url}: ${paid.status} ${await paid.text()}`);
}
