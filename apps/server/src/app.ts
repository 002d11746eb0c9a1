import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";

import type { ContextDeps } from "@bitelog/api/server";
import type { RuntimeConfig } from "@bitelog/config";
import { bearerToken, createContext, errorHeaders, toHttpError, webRouter } from "@bitelog/api/server";
import { REQUESTS } from "@bitelog/config";

import type { Logger } from "./logger";
import { rememberClientAddress } from "./client-address";
import { compression } from "./compression";
import { requestLogging } from "./logger";
import { originOf } from "./map-origins";
import { privateAnswers } from "./private-answers";
import { limitBody, requestDeadline } from "./request-limits";
import { restRoutes, ROUTES_WITH_OWN_LIMITS } from "./rest/routes";
import { jsonAnswer } from "./rest/shared-json";
import { inlineScriptsOf, securityHeaders } from "./security-headers";
import { sharePageRoutes } from "./share-page/routes";
import { loggedPath } from "./share-page/share-urls";
import { mountWebApp, readIndexHtml } from "./web-app";

export interface AppOptions extends Omit<ContextDeps, "logger"> {
  logger: Logger;
  runtimeConfig: RuntimeConfig;
  /** The built web app (apps/web/dist); skipped when it has not been built. */
  webRoot: string;
  /** Proxies in front of the server that append to X-Forwarded-For (TRUST_PROXY_HOPS). */
  trustedProxyHops: number;
  /** The origins the MapLibre style loads from, read at start (see map-origins.ts). */
  mapStyleOrigins: readonly string[];
  /** Instead of REQUESTS.deadlineMs and REQUESTS.uploadDeadlineMs (tests that wait for them). */
  requestDeadlineMs?: number | undefined;
  uploadDeadlineMs?: number | undefined;
  /**
   * Middleware left out, for the API benchmark's table of what each costs (bench/api.ts); the
   * server itself never leaves any out.
   */
  without?: ReadonlySet<SwitchableMiddleware> | undefined;
}

/** The middleware of every request that the API benchmark can switch off, one at a time. */
export const SWITCHABLE_MIDDLEWARE = [
  "securityHeaders",
  "logging",
  "compression",
  "clientAddress",
  "privateAnswers",
  "deadline",
  "bodyLimit",
] as const;
export type SwitchableMiddleware = (typeof SWITCHABLE_MIDDLEWARE)[number];

/** A middleware that only passes the request on: what a switched-off one becomes. */
const passOn: MiddlewareHandler = (_c, next) => next();

/**
 * Middleware run one inside the other, as one: each calls the next directly, so one that only
 * passes the request on (most do) adds no promise of its own, where Hono's own chain makes an
 * async step of every one. What each next() resolves to is not looked at (none answers by
 * returning a response), and an error thrown inside passes the outer ones up to Hono's chain,
 * which answers it: middleware that must see every answer is not put outside one that throws.
 */
function inOrder(...middleware: MiddlewareHandler[]): MiddlewareHandler {
  return middleware.reduceRight(
    (inner, outer) => (c, next) => outer(c, () => inner(c, next) as Promise<void>),
  );
}

/**
 * A tRPC JSON answer (whole, not streamed: the web app's batch link) with its length, so that the
 * compress middleware leaves small ones alone instead of streaming them through gzip.
 */
async function withLength(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.startsWith("application/json")) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: response.status, headers });
}

/** Whether `path` is `prefix` or below it, as Hono's `prefix/*` matches. */
const under = (path: string, prefix: string) =>
  path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === "/");

export function createApp(options: AppOptions): Hono {
  const { logger, runtimeConfig } = options;
  const deps: ContextDeps = {
    db: options.db,
    ports: options.ports,
    logger,
    publicUrl: options.publicUrl,
    shareLinkSecret: options.shareLinkSecret,
    rateLimitOverrides: options.rateLimitOverrides,
  };
  const indexHtml = readIndexHtml(options.webRoot);
  const app = new Hono();
  const unless = (name: SwitchableMiddleware, middleware: MiddlewareHandler) =>
    options.without?.has(name) ? passOn : middleware;

  const deadline = unless("deadline", requestDeadline(options.requestDeadlineMs ?? REQUESTS.deadlineMs));
  const jsonLimit = unless("bodyLimit", limitBody(REQUESTS.jsonBodyBytes));
  const privateOnly = unless("privateAnswers", privateAnswers);
  const procedureLimits = inOrder(privateOnly, deadline, jsonLimit);
  const byPath: MiddlewareHandler = (c, next) => {
    const { path } = c.req;
    if (under(path, "/trpc")) return procedureLimits(c, next);
    if (under(path, "/api"))
      return ROUTES_WITH_OWN_LIMITS(c) ? privateOnly(c, next) : procedureLimits(c, next);
    // Share pages read the database too: a visitor must not be held until TCP gives up either.
    if (under(path, "/s")) return deadline(c, next);
    return next();
  };
  // Few middleware layers: each layer Hono composes costs an async dispatch of its own, per
  // request (bench/api.ts's middleware table). The limits, which throw, are a layer of their own,
  // so that the log and the compression see the answer to what they refuse.
  app.use(
    inOrder(
      unless(
        "securityHeaders",
        securityHeaders({
          publicUrl: options.publicUrl,
          firebaseAuthDomain: runtimeConfig.firebase.authDomain,
          authEmulatorPort: runtimeConfig.firebase.authEmulatorPort,
          inlineScripts: indexHtml === null ? [] : inlineScriptsOf(indexHtml),
          map: { googleMaps: runtimeConfig.googleMapsApiKey !== null, styleOrigins: options.mapStyleOrigins },
          photonOrigin:
            runtimeConfig.map.photonUrl && originOf(runtimeConfig.map.photonUrl, runtimeConfig.map.photonUrl),
        }),
      ),
      unless("logging", requestLogging(logger)),
      unless("compression", compression()),
      unless("clientAddress", rememberClientAddress(options.trustedProxyHops)),
    ),
  );
  app.use(byPath);

  app.all("/trpc/*", async (c) =>
    withLength(
      await fetchRequestHandler({
        router: webRouter,
        endpoint: "/trpc",
        req: c.req.raw,
        maxBatchSize: REQUESTS.maxBatchCalls,
        createContext: () =>
          createContext(deps, bearerToken(c.req.header("authorization")), c.get("clientAddress")),
        onError: ({ error, path }) => {
          const { status, body } = toHttpError(error);
          if (status >= 500) logger.error({ err: error, path, status }, body.error);
        },
        // 429 and 503 tell the client when to try again, as the REST answers do.
        responseMeta: ({ errors }) => ({
          headers: Object.assign({}, ...errors.map((error) => errorHeaders(error))) as Record<string, string>,
        }),
      }),
    ),
  );
  app.route(
    "/api",
    restRoutes(deps, {
      uploadDeadlineMs: options.uploadDeadlineMs,
      requestDeadlineMs: options.requestDeadlineMs,
    }),
  );
  app.route("/s", sharePageRoutes(deps));
  mountWebApp(app, { webRoot: options.webRoot, indexHtml, runtimeConfig });

  app.notFound((c) => jsonAnswer(c, { error: "Not found", code: "NOT_FOUND" }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const { status, body } = toHttpError(error);
    if (status >= 500) logger.error({ err: error, path: loggedPath(c.req.path), status }, body.error);
    return jsonAnswer(c, body, status as ContentfulStatusCode, errorHeaders(error));
  });
  return app;
}
