import { Hono } from "hono";

import type { ApiDeps } from "./deps";
import { found } from "../errors";
import { newId } from "../ids";
import { buildCustomer } from "../objects/customer";
import { reply } from "./deps";
import { metadataParam, optionalString, readParams, rejectUnknown } from "./params";

export function customerRoutes(deps: ApiDeps) {
  return new Hono()
    .post("/", async (c) => {
      const params = await readParams(c.req.raw);
      rejectUnknown(params, ["email", "name", "description", "metadata", "expand"]);
      const customer = buildCustomer({
        id: newId("cus"),
        created: deps.clock.now(),
        email: optionalString(params, "email") ?? null,
        name: optionalString(params, "name") ?? null,
        description: optionalString(params, "description") ?? null,
        metadata: metadataParam(params) ?? {},
      });
      deps.store.customers.set(customer.id, customer);
      return reply(c, deps, customer, params);
    })
    .get("/:id", async (c) => {
      const params = await readParams(c.req.raw);
      rejectUnknown(params, ["expand"]);
      const id = c.req.param("id");
      return reply(c, deps, found(deps.store.customers.get(id), "customer", id), params);
    });
}
