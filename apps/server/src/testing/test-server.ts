import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { TestBackend } from "@bitelog/db/testing";
import { authEmulatorHost } from "@bitelog/api/testing";
import { parseServerEnv } from "@bitelog/config/env";

import type { RunningServer, ServerOptions } from "../server";
import { startServer } from "../server";

export interface TestServer extends RunningServer {
  /** DATA_DIR: photos are in its photos/ folder. */
  dataDir: string;
  /** fetch() against the server, with a path relative to it. */
  request(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * The whole server over real HTTP on a free port, with test settings and a DATA_DIR of its own, on the
 * database `options.db` gives or `env` names; stop() leaves that database alone. One place for the
 * settings every server test starts from, for tests that bring their own database or a second copy.
 */
export async function startServerWithTestSettings(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "bitelog-server-"));
  const server = await startServer(
    parseServerEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      // No internet here: tests that need a geocoder or a map style start stand-ins and name them.
      // Nothing listens on port 1, so the style is not read and only its origin is allowed.
      PHOTON_URL: "off",
      MAP_STYLE_URL: "http://127.0.0.1:1/style.json",
      ...env,
    }),
    options,
  );
  return {
    ...server,
    dataDir,
    request: (path, init) => fetch(new URL(path, server.url), init),
    async stop() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The whole server over real HTTP on a free port, on a fresh database of the given backend. */
export async function startTestServer(
  backend: TestBackend,
  env: Record<string, string> = {},
  options: Omit<ServerOptions, "db"> = {},
): Promise<TestServer> {
  const database = await backend.create();
  const server = await startServerWithTestSettings(env, { ...options, db: database.db });
  return {
    ...server,
    async stop() {
      await server.stop();
      await database.destroy();
    },
  };
}
