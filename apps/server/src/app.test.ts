import { describe, expect, it } from "vitest";

import { authEmulatorHost } from "@bitelog/api/testing";
import { parseServerEnv } from "@bitelog/config/env";
import { compileOnlyDb } from "@bitelog/db/testing";

import { createApp } from "./app";
import { createLogger } from "./logger";
import { createPorts } from "./ports";
import { runtimeConfigFrom } from "./runtime-config";

describe("the app's routes", () => {
  it("are all taken by Hono's RegExpRouter, not the slower router it falls back to", async () => {
    const env = parseServerEnv({ FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost, PHOTON_URL: "off" });
    const ports = createPorts(env);
    const app = createApp({
      db: compileOnlyDb(),
      ports,
      logger: createLogger("silent"),
      publicUrl: env.PUBLIC_URL,
      shareLinkSecret: env.SHARE_LINK_SECRET,
      runtimeConfig: runtimeConfigFrom(env),
      webRoot: "/nonexistent",
      trustedProxyHops: 0,
      mapStyleOrigins: [],
    });
    // SmartRouter settles at its first match on the first of its routers that takes every route.
    expect(app.router.match("GET", "/api/health/ping")[0]).not.toHaveLength(0);
    expect(app.router.name).toBe("SmartRouter + RegExpRouter");
    await ports.close();
  });
});
