import type { ZodOpenApiPathsObject } from "zod-openapi";
import { Hono } from "hono";
import { z } from "zod";

import type { ContextDeps } from "@bitelog/api/server";
import { appRouter } from "@bitelog/api/server";
import { REQUESTS } from "@bitelog/config";

import { limitBody, requestDeadline } from "../request-limits";
import { jsonBody, procedureRoute } from "./caller";
import { errorAnswers, inputFields, jsonOperation, jsonSuccess, outputOf } from "./openapi-parts";

const { billing } = appRouter;

/** The OpenAPI description of the routes below. */
export const stripePaths: ZodOpenApiPathsObject = {
  "/stripe/config": {
    get: jsonOperation({
      operationId: "getStripeConfig",
      tags: ["Payments"],
      summary: "Stripe's publishable key",
      procedure: billing.config,
      public: true,
      errors: [429, 500, 503],
    }),
  },
  "/stripe/create-checkout-session": {
    post: jsonOperation({
      operationId: "createCheckoutSession",
      tags: ["Payments"],
      summary: "Start paying for a membership",
      procedure: billing.createCheckoutSession,
      body: inputFields(billing.createCheckoutSession),
      errors: [400, 409, 413, 429, 500, 503],
    }),
  },
  "/stripe/create-portal-session": {
    post: jsonOperation({
      operationId: "createPortalSession",
      tags: ["Payments"],
      summary: "Open Stripe's billing portal",
      procedure: billing.createPortalSession,
      errors: [400, 409, 429, 500, 503],
    }),
  },
  "/stripe/webhook": {
    post: {
      operationId: "receiveStripeEvent",
      tags: ["Payments"],
      summary: "Stripe's events, signed",
      security: [{ stripeSignature: [] }],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: z.string().meta({ description: "The event exactly as Stripe sent it" }),
          },
        },
      },
      responses: {
        ...jsonSuccess(200, "Received", outputOf(billing.webhook)),
        ...errorAnswers([400, 413, 500, 503]),
      },
    },
  },
};

/**
 * docs/product.md §7, /stripe: the browser's key, Checkout and billing portal sessions, and Stripe's
 * webhooks.
 */
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
