import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { privateAnswers } from "./private-answers";

describe("private answers", () => {
  it("are private and no-store, errors too, unless the route says how its answer is kept", async () => {
    const app = new Hono();
    app.use(privateAnswers);
    app.get("/own", (c) => c.json({}));
    app.get("/cached", (c) => c.json({}, 200, { "Cache-Control": "private, no-cache" }));
    app.get("/failing", () => {
      throw new Error("failed");
    });
    app.onError((_error, c) => c.json({ error: "failed" }, 500));
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cacheControl = async (path: string) =>
      (await fetch(new URL(path, url))).headers.get("cache-control");
    try {
      expect(await cacheControl("/own")).toBe("private, no-store");
      expect(await cacheControl("/failing")).toBe("private, no-store");
      expect(await cacheControl("/cached")).toBe("private, no-cache");
    } finally {
      server.close();
    }
  });
});
