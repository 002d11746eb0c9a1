import { Hono } from "hono";

import type { ContextDeps } from "@bitelog/api/server";

import { procedureRoute } from "./caller";

/** Spec §7 /membership: the plan and its limits, usage, and the changes made from Settings. */
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
