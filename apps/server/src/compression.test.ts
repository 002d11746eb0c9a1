import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { compression, COMPRESSION_THRESHOLD_BYTES, sentAsItIs } from "./compression";

describe("compression", () => {
  it("gzips a large answer for a client that takes gzip, and leaves one marked as sent as it is", async () => {
    const large = JSON.stringify({ text: "x".repeat(COMPRESSION_THRESHOLD_BYTES * 4) });
    const app = new Hono();
    app.use(compression());
    app.get("/large", (c) => c.body(large, 200, { "Content-Type": "application/json" }));
    app.get("/settled", (c) => sentAsItIs(c.body(large, 200, { "Content-Type": "application/json" })));
    const request = (path: string) => app.request(path, { headers: { "accept-encoding": "gzip" } });

    const compressed = await request("/large");
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(await new Response(compressed.body?.pipeThrough(new DecompressionStream("gzip"))).text()).toBe(
      large,
    );
    const settled = await request("/settled");
    expect(settled.headers.get("content-encoding")).toBeNull();
    expect(await settled.text()).toBe(large);
  });
});
