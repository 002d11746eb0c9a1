import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { toHttpError } from "@bitelog/api/server";

import { jsonBody } from "./caller";

/** The REST adapters read bodies through jsonBody and answer errors through toHttpError, as app.ts does. */
const echo = new Hono()
  .post("/echo", async (c) => c.json({ body: await jsonBody(c) }))
  .onError((error, c) => {
    const { status, body } = toHttpError(error);
    return c.json(body, status as 400);
  });

describe("jsonBody", () => {
  it("parses JSON and treats an empty body as {}", async () => {
    const ok = await echo.request("/echo", { method: "POST", body: '{"a":1}' });
    expect(await ok.json()).toEqual({ body: { a: 1 } });
    const empty = await echo.request("/echo", { method: "POST" });
    expect(await empty.json()).toEqual({ body: {} });
  });

  it("answers malformed JSON with 400 and a clear message", async () => {
    const response = await echo.request("/echo", { method: "POST", body: '{"a":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Malformed JSON body",
      code: "MALFORMED_JSON",
      message: "The request body is not valid JSON.",
    });
  });
});
