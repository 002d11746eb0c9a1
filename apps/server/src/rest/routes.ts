import type { Context as HonoContext } from "hono";
import { Hono } from "hono";

import type { ContextDeps } from "@bitelog/api/server";

import { procedureRoute } from "./caller";
import { entryRoutes } from "./entries";
import { insightsRoutes } from "./insights";
import { membershipRoutes } from "./membership";
import { openApiDocument } from "./openapi";
import { photoRoutes } from "./photos";
import { placesToTryRoutes } from "./places-to-try";
import { jsonAnswer } from "./shared-json";
import { sharingRoutes } from "./sharing";
import { stripeRoutes } from "./stripe";
import { transferRoutes } from "./transfer";
import { userRoutes } from "./users";

/** Requests whose route sets its own body limit and deadline: uploads (photos, imports) and Stripe's webhooks. */
export const ROUTES_WITH_OWN_LIMITS = (c: HonoContext) =>
  c.req.method === "POST" &&
  (/^\/api\/journal\/[^/]+\/photos$/.test(c.req.path) ||
    c.req.path === "/api/import" ||
    c.req.path === "/api/stripe/webhook");

export interface RestOptions {
  /** Instead of REQUESTS.uploadDeadlineMs and REQUESTS.deadlineMs (tests). */
  uploadDeadlineMs?: number | undefined;
  requestDeadlineMs?: number | undefined;
}

/**
 * The REST surface of docs/product.md §7: thin adapters over the same tRPC procedures the web app calls.
 * Errors are translated once, in the app's error handler.
 */
export function restRoutes(deps: ContextDeps, options: RestOptions = {}): Hono {
  const api = new Hono();
  // Liveness without a database round trip: what a process supervisor polls, and the ceiling the
  // API benchmark compares the other routes with (the same middleware, no procedure, no query).
  api.get("/health/ping", (c) => jsonAnswer(c, { status: "ok" }, 200));
  api.get(
    "/health",
    procedureRoute(deps, (caller) => caller.health.check()),
  );
  api.get("/openapi.json", (c) => jsonAnswer(c, openApiDocument(), 200));
  api.route("/", userRoutes(deps));
  api.route("/", entryRoutes(deps));
  api.route("/", insightsRoutes(deps));
  api.route("/", placesToTryRoutes(deps));
  api.route("/", photoRoutes(deps, options.uploadDeadlineMs));
  api.route("/", sharingRoutes(deps));
  api.route("/", membershipRoutes(deps));
  api.route("/", stripeRoutes(deps, options.requestDeadlineMs));
  api.route("/", transferRoutes(deps, options.uploadDeadlineMs));
  api.all("*", (c) =>
    jsonAnswer(
      c,
      { error: "Not found", code: "NOT_FOUND", message: `No API route for ${c.req.method} ${c.req.path}` },
      404,
    ),
  );
  return api;
}
