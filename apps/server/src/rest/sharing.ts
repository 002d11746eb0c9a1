import type { ZodOpenApiPathsObject } from "zod-openapi";
import { Hono } from "hono";

import type { ContextDeps } from "@bitelog/api/server";
import { appRouter } from "@bitelog/api/server";

import { callerFor, procedureRoute } from "./caller";
import { entryIdPath, errorAnswers, jsonOperation, SECURITY } from "./openapi-parts";

/** The OpenAPI description of the routes below. */
export const sharingPaths: ZodOpenApiPathsObject = {
  "/journal/{id}/share": {
    post: jsonOperation({
      operationId: "shareEntry",
      tags: ["Sharing"],
      summary: "Share an entry: its link (the same one when asked again)",
      description: "The page is GET /s/{token}, outside /api.",
      procedure: appRouter.sharing.create,
      params: { path: entryIdPath },
      errors: [404, 429, 500, 503],
    }),
    delete: {
      operationId: "stopSharingEntry",
      tags: ["Sharing"],
      summary: "Stop sharing an entry: its link answers 404 at once",
      security: SECURITY.bearer,
      requestParams: { path: entryIdPath },
      responses: {
        "204": { description: "No longer shared" },
        ...errorAnswers([401, 403, 404, 429, 500, 503]),
      },
    },
  },
};

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
