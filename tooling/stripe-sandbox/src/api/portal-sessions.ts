import { Hono } from "hono";

import type { ApiDeps } from "./deps";
import { found } from "../errors";
import { newId } from "../ids";
import { buildPortalSession } from "../objects/portal-session";
import { reply } from "./deps";
import { optionalString, readParams, rejectUnknown, requiredString } from "./params";

export function portalSessionRoutes(deps: ApiDeps) {
  return new Hono().post("/", async (c) => {
    const params = await readParams(c.req.raw);
    rejectUnknown(params, ["customer", "return_url", "locale", "expand"]);
    const customerId = requiredString(params, "customer");
    found(deps.store.customers.get(customerId), "customer", customerId, "customer");
    const id = newId("bps");
    const session = buildPortalSession({
      id,
      url: `${deps.url}/portal/${id}`,
      created: deps.clock.now(),
      customerId,
      returnUrl: optionalString(params, "return_url") ?? null,
      locale: optionalString(params, "locale") ?? null,
    });
    deps.store.portalSessions.set(id, session);
    return reply(c, deps, session, params);
  });
}
