import { Hono } from "hono";

import type { ContextDeps } from "@bitelog/api/server";

import { callerFor, procedureRoute } from "./caller";

/** Share links of an entry: made (or shown again) by POST, revoked by DELETE. */
export function sharingRoutes(deps: ContextDeps): Hono {
  const api = new Hono();
  api.post(
    "/journal/:id/share",
    procedureRoute(deps, (caller, c) => caller.sharing.create({ entryId: c.req.param("id") ?? "" })),
  );
  api.delete("/journal/:id/share", async (c) => {
    await (await callerFor(deps, c)).sharing.revoke({ entryId: c.req.param("id") });
    return c.body(null, 204);
  });
  return api;
}
