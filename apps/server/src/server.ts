import type { AddressInfo } from "node:net";
import type { DestinationStream } from "pino";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";

import type { Clock } from "@bitelog/api/server";
import type { ServerEnv } from "@bitelog/config/env";
import type { Db } from "@bitelog/db";
import { citiesSettled, geocodingSettled } from "@bitelog/api/server";
import { RATE_LIMITS, REQUESTS } from "@bitelog/config";
import { createDb, migrateToLatest } from "@bitelog/db";

import type { AppOptions } from "./app";
import { createApp } from "./app";
import { startHousekeeping } from "./housekeeping";
import { createLogger } from "./logger";
import { mapOriginsOf } from "./map-origins";
import { createPorts } from "./ports";
import { runtimeConfigFrom } from "./runtime-config";

export interface RunningServer {
  url: string;
  db: Db;
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/** How long start may wait for the map style (and its TileJSON) to learn the hosts the map loads from. */
const MAP_STYLE_TIMEOUT_MS = 3_000;

const defaultWebRoot = fileURLToPath(new URL("../../web/dist", import.meta.url));

export interface ServerOptions {
  /** A database to use instead of the one the settings name (tests); the caller closes it. */
  db?: Db;
  /** Time as the application sees it, instead of the system's (tests of windows and expiry). */
  clock?: Clock;
  /** Shorter time limits than the production ones, for tests that wait for them to pass. */
  requestDeadlineMs?: number;
  uploadDeadlineMs?: number;
  stripeTimeoutMs?: number;
  /** Where the log goes instead of standard output (tests that read it). */
  logDestination?: DestinationStream;
  /** Middleware left out (the API benchmark's table of what each costs; see bench-main.ts). */
  without?: AppOptions["without"];
}

export async function startServer(env: ServerEnv, options: ServerOptions = {}): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL, options.logDestination);
  const db =
    options.db ??
    (await createDb(
      env.DATABASE_URL
        ? {
            kind: "postgres",
            url: env.DATABASE_URL,
            onIdleConnectionError: (error) => logger.warn({ err: error }, "idle database connection lost"),
          }
        : { kind: "pglite", dataDir: `${env.DATA_DIR}/pglite` },
    ));
  const [, mapStyleOrigins] = await Promise.all([
    migrateToLatest(db),
    mapOriginsOf(env.MAP_STYLE_URL, MAP_STYLE_TIMEOUT_MS, logger),
  ]);
  const ports = {
    ...createPorts(env, { stripeTimeoutMs: options.stripeTimeoutMs }),
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const app = createApp({
    db,
    ports,
    logger,
    publicUrl: env.PUBLIC_URL,
    shareLinkSecret: env.SHARE_LINK_SECRET,
    runtimeConfig: runtimeConfigFrom(env),
    webRoot: env.WEB_DIST_DIR ?? defaultWebRoot,
    trustedProxyHops: env.TRUST_PROXY_HOPS,
    rateLimitOverrides: new Map([[RATE_LIMITS.signIn, env.SIGN_IN_RATE_LIMIT]]),
    mapStyleOrigins,
    requestDeadlineMs: options.requestDeadlineMs,
    uploadDeadlineMs: options.uploadDeadlineMs,
    without: options.without,
  });

  const housekeeping = startHousekeeping({ db, ports, logger });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: env.PORT,
        hostname: env.HOST,
        // A client that sends its headers or body slowly holds a connection no longer than an
        // upload may take (the request deadline answers the others sooner).
        serverOptions: { headersTimeout: 20_000, requestTimeout: REQUESTS.uploadDeadlineMs + 10_000 },
      },
      () => resolve(s),
    );
    s.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: env.DATABASE_URL ? "postgres" : "pglite" }, "Bitelog is ready");

  let closing: Promise<void> | undefined;
  // Once closing, every answer ends its connection: clients that keep theirs open would otherwise
  // go on sending requests on it, and the server would wait for them (keep-alive) before it stops.
  server.on("request", (_request: unknown, response: { setHeader(name: string, value: string): void }) => {
    if (closing) response.setHeader("Connection", "close");
  });
  return {
    url,
    db,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ("closeIdleConnections" in server) server.closeIdleConnections();
        });
        await housekeeping.stop();
        await Promise.all([geocodingSettled(db), citiesSettled(db)]);
        await ports.close();
        if (!options.db) await db.destroy();
      })();
      return closing;
    },
  };
}
