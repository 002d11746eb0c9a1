import type { ContentfulStatusCode } from "hono/utils/http-status";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Hono } from "hono";
import { pinoLogger } from "hono-pino";
import { except } from "hono/combine";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";

import type { ContextDeps } from "@bitelog/api/server";
import type { RuntimeConfig } from "@bitelog/config";
import { appRouter, bearerToken, createContext, errorHeaders, toHttpError } from "@bitelog/api/server";
import { REQUESTS } from "@bitelog/config";

import type { Logger } from "./logger";
import { rememberClientAddress } from "./client-address";
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

export function createApp(options: AppOptions): Hono {
  const { logger, runtimeConfig } = options;
  const deps: ContextDeps = {
    db: options.db,
    ports: options.ports,
    logger,
    publicUrl: options.publicUrl,
    shareLinkSecret: options.shareLinkSecret,
  };
  const indexHtml = readIndexHtml(options.webRoot);
  const app = new Hono();

  app.use(
    securityHeaders({
      publicUrl: options.publicUrl,
      firebaseAuthDomain: runtimeConfig.firebase.authDomain,
      authEmulatorPort: runtimeConfig.firebase.authEmulatorPort,
      inlineScripts: indexHtml === null ? [] : inlineScriptsOf(indexHtml),
      map: { googleMaps: runtimeConfig.googleMapsApiKey !== null, styleOrigins: options.mapStyleOrigins },
      photonOrigin:
        runtimeConfig.map.photonUrl && originOf(runtimeConfig.map.photonUrl, runtimeConfig.map.photonUrl),
    }),
  );
  app.use(
    pinoLogger({
      pino: logger,
      http: {
        // Method, path and status only: query strings and headers carry tokens (and share links' paths).
        onReqBindings: (c) => ({ req: { method: c.req.method, path: loggedPath(c.req.path) } }),
        onResBindings: (c) => ({ res: { status: c.res.status } }),
        // A client's mistake is not the server's error.
        onResLevel: (c) => (c.res.status >= 500 ? "error" : "info"),
      },
    }),
  );
  app.use(compress());
  app.use(rememberClientAddress(options.trustedProxyHops));
  const deadline = requestDeadline(options.requestDeadlineMs ?? REQUESTS.deadlineMs);
  const jsonLimit = limitBody(REQUESTS.jsonBodyBytes);
  app.use("/trpc/*", privateAnswers, deadline, jsonLimit);
  app.use("/api/*", privateAnswers, except(ROUTES_WITH_OWN_LIMITS, deadline, jsonLimit));
  // Share pages read the database too: a visitor must not be held until TCP gives up either.
  app.use("/s/*", deadline);

  app.all("/trpc/*", async (c) =>
    withLength(
      await fetchRequestHandler({
        router: appRouter,
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

  app.notFound((c) => jsonAnswer(c, { error: "Not found" }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const { status, body } = toHttpError(error);
    if (status >= 500) logger.error({ err: error, path: loggedPath(c.req.path), status }, body.error);
    return jsonAnswer(c, body, status as ContentfulStatusCode, errorHeaders(error));
  });
  return app;
}
