import type { ZodOpenApiPathsObject } from "zod-openapi";
import { Hono } from "hono";

import type { ContextDeps } from "@bitelog/api/server";
import { appRouter } from "@bitelog/api/server";

import { idempotencyKey, jsonBody, procedureRoute } from "./caller";
import { collectionWrites, idPath, jsonOperation } from "./openapi-parts";

const { placesToTry } = appRouter;
const writes = collectionWrites({
  tags: ["Places to try"],
  path: idPath("The place's id"),
  create: { operationId: "createPlaceToTry", summary: "Add a place to try", procedure: placesToTry.create },
  update: {
    operationId: "updatePlaceToTry",
    summary: "Change a place to try: an omitted field is kept, null clears it",
    procedure: placesToTry.update,
  },
  delete: {
    operationId: "deletePlaceToTry",
    summary: "Delete a place to try",
    procedure: placesToTry.delete,
  },
});

/** The OpenAPI description of the routes below. */
export const placesToTryPaths: ZodOpenApiPathsObject = {
  "/places-to-try": {
    get: jsonOperation({
      operationId: "listPlacesToTry",
      tags: ["Places to try"],
      summary: "The places to try, newest first, and the plan's limit of them",
      procedure: placesToTry.list,
      errors: [429, 500, 503],
    }),
    post: writes.create,
  },
  "/places-to-try/{id}": writes.item,
};

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
