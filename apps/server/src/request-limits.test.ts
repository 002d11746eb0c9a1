import type { ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { request as httpRequest } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { toHttpError } from "@bitelog/api/server";

import { limitBody, requestDeadline } from "./request-limits";

const LIMIT = 1024;

/** One request over node:http (fetch would make signals of its own in this process). */
function send(
  port: number,
  method: string,
  chunks: readonly string[] = [],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, method, path: "/echo", headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => (body += part));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

describe("the body limit", () => {
  let server: ServerType;
  let port: number;
  let controllersMade = 0;
  const RealAbortController = globalThis.AbortController;

  beforeAll(async () => {
    const app = new Hono();
    app.use(limitBody(LIMIT));
    app.all("/echo", async (c) => c.text(c.req.method === "GET" ? "" : await c.req.text()));
    app.onError((error, c) => {
      const { status, body } = toHttpError(error);
      return c.json(body, status as 413);
    });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
    // Every web Request the Node adapter makes for a request comes with an AbortController.
    globalThis.AbortController = class extends RealAbortController {
      constructor() {
        super();
        controllersMade++;
      }
    };
  });
  afterEach(() => {
    controllersMade = 0;
  });
  afterAll(async () => {
    globalThis.AbortController = RealAbortController;
    await new Promise((resolve) => server.close(resolve));
  });

  it("lets a GET, and a body its length declares within the limit, through without a web Request for them", async () => {
    expect(await send(port, "GET")).toEqual({ status: 200, body: "" });
    const json = JSON.stringify({ comment: "x".repeat(100) });
    expect(await send(port, "POST", [json], { "content-length": String(Buffer.byteLength(json)) })).toEqual({
      status: 200,
      body: json,
    });
    expect(controllersMade).toBe(0);
  });

  it("hands the handler a body sent without a length, read from the stream, when within the limit", async () => {
    const chunks = ["a".repeat(400), "b".repeat(400), "c".repeat(200)];
    expect(await send(port, "POST", chunks)).toEqual({ status: 200, body: chunks.join("") });
  });

  it("refuses a body past the limit, declared or counted, with 413", async () => {
    const tooLarge = "x".repeat(LIMIT + 1);
    const declared = await send(port, "POST", [tooLarge], { "content-length": String(LIMIT + 1) });
    expect(declared.status).toBe(413);
    const counted = await send(port, "POST", ["x".repeat(LIMIT), "y"]);
    expect(counted.status).toBe(413);
    expect(JSON.parse(counted.body)).toMatchObject({
      error: "Request body too large",
      code: "REQUEST_TOO_LARGE",
    });
  });
});

describe("the request deadline", () => {
  const DEADLINE_MS = 100;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("answers 503 once each request has run its time, in the order they came, and lets quick ones answer", async () => {
    const app = new Hono();
    app.use(requestDeadline(DEADLINE_MS));
    app.get("/wait/:ms", async (c) => {
      await sleep(Number(c.req.param("ms")));
      return c.text("done");
    });
    app.onError((error) =>
      error instanceof HTTPException ? error.getResponse() : new Response(null, { status: 500 }),
    );
    const answered: string[] = [];
    const wait = async (name: string, ms: number) => {
      const response = await app.request(`/wait/${ms}`);
      answered.push(name);
      return response;
    };
    const [first, quick, second] = await Promise.all([
      wait("first", DEADLINE_MS * 4),
      wait("quick", 1),
      sleep(DEADLINE_MS / 2).then(() => wait("second", DEADLINE_MS * 4)),
    ]);
    expect(quick.status).toBe(200);
    expect(first.status).toBe(503);
    expect(second.status).toBe(503);
    expect(first.headers.get("retry-after")).toBe("5");
    expect(await first.json()).toMatchObject({ code: "REQUEST_TIMED_OUT" });
    expect(answered).toEqual(["quick", "first", "second"]);
  });
});
