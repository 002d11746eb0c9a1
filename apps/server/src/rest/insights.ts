import type { ZodOpenApiPathsObject } from "zod-openapi";
import { Hono } from "hono";

import type { ContextDeps } from "@bitelog/api/server";
import { appRouter } from "@bitelog/api/server";

import { callerFor } from "./caller";
import { inputFields, jsonOperation } from "./openapi-parts";
import { jsonAnswer } from "./shared-json";

/** The OpenAPI description of the route below. */
export const insightsPaths: ZodOpenApiPathsObject = {
  "/insights": {
    get: jsonOperation({
      operationId: "getInsights",
      tags: ["Insights"],
      summary: "A year's figures of the journal (no year: all time)",
      procedure: appRouter.insights.year,
      params: { query: inputFields(appRouter.insights.year) },
      errors: [400, 429, 500, 503],
    }),
  },
};

/** The query's year, as a number when written as one; anything else is left to the procedure's input to refuse. */
const yearOf = (raw: string | undefined) =>
  raw === undefined ? {} : { year: /^\d+$/.test(raw) ? Number(raw) : raw };

/**
 * Issue 35: a year's figures (`?year=2026`; none: all time). Someone's own habits, which change with
 * every save: private, and never kept by a cache.
 */
export function insightsRoutes(deps: ContextDeps): Hono {
  const api = new Hono();
  api.get("/insights", async (c) => {
    const caller = await callerFor(deps, c);
    const insights = await caller.insights.year(yearOf(c.req.query("year")) as { year?: number });
    return jsonAnswer(c, insights, 200, { "Cache-Control": "private, no-store" });
  });
  return api;
}
