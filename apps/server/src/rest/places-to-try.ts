import { Hono } from "hono";

import type { ContextDeps } from "@bitelog/api/server";

import { idempotencyKey, jsonBody, procedureRoute } from "./caller";

/** Issue 33: the places to try, for clients other than the web app. */
export function placesToTryRoutes(deps: ContextDeps): Hono {
  const api = new Hono();
  api.get(
    "/places-to-try",
    procedureRoute(deps, (caller) => caller.placesToTry.list()),
  );
  api.post(
    "/places-to-try",
    procedureRoute(
      deps,
      async (caller, c) => caller.placesToTry.create({ ...(await jsonBody(c)), ...idempotencyKey(c) }),
      201,
    ),
  );
  api.put(
    "/places-to-try/:id",
    procedureRoute(deps, async (caller, c) =>
      // The id in the path wins over any in the body.
      caller.placesToTry.update({
        ...(await jsonBody(c)),
        ...idempotencyKey(c),
        id: c.req.param("id") ?? "",
      }),
    ),
  );
  api.delete(
    "/places-to-try/:id",
    procedureRoute(deps, (caller, c) =>
      caller.placesToTry.delete({ ...idempotencyKey(c), id: c.req.param("id") ?? "" }),
    ),
  );
  return api;
}
