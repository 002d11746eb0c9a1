import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";

import type { ServerEnv } from "@bitelog/config/env";
import type { Db } from "@bitelog/db";
import { createDb, migrateToLatest } from "@bitelog/db";

import { createApp } from "./app";
import { createLogger } from "./logger";
import { createPorts } from "./ports";
import { runtimeConfigFrom } from "./runtime-config";

export interface RunningServer {
  url: string;
  db: Db;
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

const defaultWebRoot = fileURLToPath(new URL("../../web/dist", import.meta.url));

export async function startServer(env: ServerEnv, options: { db?: Db } = {}): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
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
  await migrateToLatest(db);
  const ports = createPorts(env);
  const app = createApp({
    db,
    ports,
    logger,
    runtimeConfig: runtimeConfigFrom(env),
    webRoot: env.WEB_DIST_DIR ?? defaultWebRoot,
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
    s.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: env.DATABASE_URL ? "postgres" : "pglite" }, "Bitelog is ready");

  let closing: Promise<void> | undefined;
  return {
    url,
    db,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ("closeIdleConnections" in server) server.closeIdleConnections();
        });
        await ports.close();
        if (!options.db) await db.destroy();
      })();
      return closing;
    },
  };
}
