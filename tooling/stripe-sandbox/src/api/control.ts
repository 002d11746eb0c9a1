import { Hono } from "hono";

import type { ApiDeps } from "./deps";
import { invalidRequest } from "../errors";

/** Sandbox-only controls for tests and manual runs: `POST /sandbox/advance` with `{ "seconds": n }`. */
export function controlRoutes({ lifecycle }: ApiDeps) {
  return new Hono().post("/advance", async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const seconds = typeof body === "object" && body !== null && "seconds" in body ? body.seconds : undefined;
    if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) {
      throw invalidRequest('Expected a JSON body { "seconds": <non-negative number> }', "seconds");
    }
    const change = lifecycle.advanceClock(seconds);
    await change.delivered;
    return c.json({ now: change.result });
  });
}
