import type { ZodOpenApiPathsObject } from "zod-openapi";
import { Hono } from "hono";

import type { ContextDeps } from "@bitelog/api/server";
import { appRouter } from "@bitelog/api/server";

import { procedureRoute } from "./caller";
import { jsonOperation } from "./openapi-parts";

const { membership } = appRouter;

/** The OpenAPI description of the routes below. */
export const membershipPaths: ZodOpenApiPathsObject = {
  "/membership/info": {
    get: jsonOperation({
      operationId: "getMembership",
      tags: ["Membership"],
      summary: "Plan, subscription and limits",
      procedure: membership.info,
      errors: [429, 500, 503],
    }),
  },
  "/membership/usage": {
    get: jsonOperation({
      operationId: "getUsage",
      tags: ["Membership"],
      summary: "Entries and photos used",
      procedure: membership.usage,
      errors: [429, 500, 503],
    }),
  },
  "/membership/cancel": {
    post: jsonOperation({
      operationId: "cancelMembership",
      tags: ["Membership"],
      summary: "End a membership without a Stripe subscription",
      procedure: membership.cancel,
      errors: [400, 409, 429, 500, 503],
    }),
  },
  "/membership/resume": {
    post: jsonOperation({
      operationId: "resumeMembership",
      tags: ["Membership"],
      summary: "Keep a subscription set to end at the period's end",
      procedure: membership.resume,
      errors: [400, 409, 429, 500, 503],
    }),
  },
};

/** docs/product.md §7, /membership: the plan and its limits, usage, and the changes made from Settings. */
export function membershipRoutes(deps: ContextDeps): Hono {
  const api = new Hono();
  api.get(
    "/membership/info",
    procedureRoute(deps, (caller) => caller.membership.info()),
  );
  api.get(
    "/membership/usage",
    procedureRoute(deps, (caller) => caller.membership.usage()),
  );
  api.post(
    "/membership/cancel",
    procedureRoute(deps, (caller) => caller.membership.cancel()),
  );
  api.post(
    "/membership/resume",
    procedureRoute(deps, (caller) => caller.membership.resume()),
  );
  return api;
}
