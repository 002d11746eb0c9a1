import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Hono } from "hono";
import { pinoLogger } from "hono-pino";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";

import type { ContextDeps } from "@bitelog/api/server";
import type { RuntimeConfig } from "@bitelog/config";
import { appRouter, bearerToken, createContext, toHttpError } from "@bitelog/api/server";

import type { Logger } from "./logger";
import { restRoutes } from "./rest/routes";
import { mountWebApp } from "./web-app";

export interface AppOptions extends Omit<ContextDeps, "logger"> {
  logger: Logger;
  runtimeConfig: RuntimeConfig;
  /** The built web app (apps/web/dist); skipped when it has not been built. */
  webRoot: string;
}

export function createApp(options: AppOptions): Hono {
  const { logger } = options;
  const deps: ContextDeps = { db: options.db, ports: options.ports, logger };
  const app = new Hono();

  app.use(
    pinoLogger({
      pino: logger,
      http: {
        // Method, path and status only: query strings and headers carry tokens.
        onReqBindings: (c) => ({ req: { method: c.req.method, path: c.req.path } }),
        onResBindings: (c) => ({ res: { status: c.res.status } }),
      },
    }),
  );
  app.use(compress());

  app.all("/trpc/*", (c) =>
    fetchRequestHandler({
      router: appRouter,
      endpoint: "/trpc",
      req: c.req.raw,
      createContext: () => createContext(deps, bearerToken(c.req.header("authorization"))),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") logger.error({ err: error, path }, "tRPC call failed");
      },
    }),
  );
  app.route("/api", restRoutes(deps));
  mountWebApp(app, options);

  app.notFound((c) => c.json({ error: "Not found" }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const { status, body } = toHttpError(error);
    if (status >= 500) logger.error({ err: error, path: c.req.path }, "request failed");
    return c.json(body, status as 500);
  });
  return app;
}
