import { Hono } from "hono";
import { etag } from "hono/etag";

import type { ContextDeps } from "@bitelog/api/server";

import { idempotencyKey, jsonBody, procedureRoute } from "./caller";

/** Spec §7 /journal: the entries, plus search and browse for clients other than the web app. */
export function entryRoutes(deps: ContextDeps): Hono {
  const api = new Hono();
  // The list carries an ETag (made once per journal version): a client holding it gets a 304.
  api.get(
    "/journal",
    etag(),
    procedureRoute(deps, (caller) => caller.entries.list()),
  );
  api.post(
    "/journal",
    procedureRoute(
      deps,
      async (caller, c) => caller.entries.create({ ...(await jsonBody(c)), ...idempotencyKey(c) }),
      201,
    ),
  );
  // Before /journal/:id, which would take "search" and "browse" for ids.
  api.get(
    "/journal/search",
    procedureRoute(deps, (caller, c) =>
      caller.entries.search({ q: c.req.query("q") ?? "", cursor: c.req.query("cursor") }),
    ),
  );
  api.get(
    "/journal/browse",
    procedureRoute(deps, (caller, c) => caller.entries.browse({ letter: c.req.query("letter") })),
  );
  api.get(
    "/journal/:id",
    procedureRoute(deps, (caller, c) => caller.entries.get({ id: c.req.param("id") ?? "" })),
  );
  api.put(
    "/journal/:id",
    procedureRoute(deps, async (caller, c) =>
      // The id in the path wins over any in the body.
      caller.entries.update({ ...(await jsonBody(c)), ...idempotencyKey(c), id: c.req.param("id") ?? "" }),
    ),
  );
  api.delete(
    "/journal/:id",
    procedureRoute(deps, (caller, c) =>
      caller.entries.delete({ ...idempotencyKey(c), id: c.req.param("id") ?? "" }),
    ),
  );
  return api;
}
