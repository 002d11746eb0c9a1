import { Hono } from "hono";

import type { ApiDeps } from "./deps";
import { found } from "../errors";
import { idOf } from "../ids";
import { reply } from "./deps";
import { listPage } from "./list";
import { optionalBoolean, optionalString, readParams, rejectUnknown } from "./params";

export function priceRoutes(deps: ApiDeps) {
  return new Hono()
    .get("/", async (c) => {
      const params = await readParams(c.req.raw);
      rejectUnknown(params, [
        "active",
        "product",
        "type",
        "limit",
        "starting_after",
        "ending_before",
        "expand",
      ]);
      const active = optionalBoolean(params, "active");
      const product = optionalString(params, "product");
      const type = optionalString(params, "type");
      const prices = [...deps.store.prices.values()]
        .filter((price) => active === undefined || price.active === active)
        .filter((price) => product === undefined || idOf(price.product) === product)
        .filter((price) => type === undefined || price.type === type)
        .reverse();
      return reply(c, deps, listPage(prices, params, "/v1/prices"), params);
    })
    .get("/:id", async (c) => {
      const params = await readParams(c.req.raw);
      rejectUnknown(params, ["expand"]);
      const id = c.req.param("id");
      return reply(c, deps, found(deps.store.prices.get(id), "price", id), params);
    });
}
