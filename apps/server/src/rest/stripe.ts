import { Hono } from "hono";

import type { ContextDeps } from "@bitelog/api/server";
import { REQUESTS } from "@bitelog/config";

import { limitBody, requestDeadline } from "../request-limits";
import { jsonBody, procedureRoute } from "./caller";

/** Spec §7 /stripe: the browser's key, Checkout and billing portal sessions, and Stripe's webhooks. */
export function stripeRoutes(deps: ContextDeps, deadlineMs: number = REQUESTS.deadlineMs): Hono {
  const api = new Hono();
  api.get(
    "/stripe/config",
    procedureRoute(deps, (caller) => caller.billing.config()),
  );
  api.post(
    "/stripe/create-checkout-session",
    procedureRoute(deps, async (caller, c) => caller.billing.createCheckoutSession(await jsonBody(c))),
  );
  api.post(
    "/stripe/create-portal-session",
    procedureRoute(deps, (caller) => caller.billing.createPortalSession()),
  );
  api.post(
    "/stripe/webhook",
    requestDeadline(deadlineMs),
    limitBody(REQUESTS.webhookBodyBytes),
    procedureRoute(deps, async (caller, c) =>
      // The body is passed on unparsed: Stripe's signature covers its exact text.
      caller.billing.webhook({
        payload: await c.req.text(),
        signature: c.req.header("stripe-signature") ?? null,
      }),
    ),
  );
  return api;
}
