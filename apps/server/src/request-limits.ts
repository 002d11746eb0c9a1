import type { HttpBindings } from "@hono/node-server";
import type { Context as HonoContext, MiddlewareHandler } from "hono";
import type { IncomingMessage } from "node:http";
import { HTTPException } from "hono/http-exception";

import type { AppErrorDetails } from "@bitelog/api/server";
import { AppError } from "@bitelog/api/server";

import { jsonAnswer } from "./rest/shared-json";

/**
 * The Node request under a Hono context. `rawBody`, when set, is the body as the Node adapter
 * hands it to the handler (c.req.json(), formData(), …) instead of reading the stream.
 */
function incomingOf(c: HonoContext): IncomingMessage & { rawBody?: Buffer } {
  return (c.env as HttpBindings).incoming;
}

/**
 * Reads a body from the Node stream up to `maxBytes`: the bytes, or null as soon as they pass it
 * (the stream is then paused: the adapter drains or drops what is left once the answer is sent).
 */
function readUpTo(incoming: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (settleWith: () => void) => {
      incoming.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      settleWith();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else
        settle(() => {
          incoming.pause();
          resolve(null);
        });
    };
    const onEnd = () => settle(() => resolve(Buffer.concat(chunks, size)));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () =>
      settle(() => reject(new Error("The client closed the request before its body ended")));
    incoming.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}

/**
 * Refuses a body larger than `maxBytes` with 413 and `refusal` (by default, saying the limit): at
 * once when its Content-Length says so, else (chunked) as soon as the bytes read from the Node
 * stream pass it; what was read, within the limit, is what the handler reads. GET and HEAD carry
 * no body (the Node adapter gives them none), and a request whose length is within the limit is
 * left as it is: neither allocates anything.
 */
export function limitBody(
  maxBytes: number,
  refusal: AppErrorDetails = {
    error: "Request body too large",
    code: "REQUEST_TOO_LARGE",
    message: `A request body may be at most ${Math.floor(maxBytes / 1024)} kB.`,
  },
): MiddlewareHandler {
  const refuse = (c: HonoContext) => {
    // The rest of the body is not read: the connection cannot carry another request.
    c.header("Connection", "close");
    return Promise.reject(new AppError("PAYLOAD_TOO_LARGE", refusal));
  };
  return async function bodyLimit(c, next) {
    const { method } = c.req;
    if (method === "GET" || method === "HEAD") return next();
    const incoming = incomingOf(c);
    // Node's parser holds a body to its Content-Length (and refuses one with both headers); a
    // request with neither has no body.
    if (incoming.headers["transfer-encoding"] === undefined) {
      return Number(incoming.headers["content-length"] ?? 0) > maxBytes ? refuse(c) : next();
    }
    const body = await readUpTo(incoming, maxBytes);
    if (body === null) return refuse(c);
    incoming.rawBody = body;
    return next();
  };
}

/** Seconds a client is asked to wait before trying a request again that ran out of time. */
const DEADLINE_RETRY_AFTER_SECONDS = 5;

/** A request under way, and how to answer it once its time is up. */
interface Running {
  due: number;
  expire(): void;
}

/** The 503 of a request that ran out of time. */
function timedOut(c: HonoContext): HTTPException {
  return new HTTPException(503, {
    res: jsonAnswer(
      c,
      {
        error: "Request timed out",
        code: "REQUEST_TIMED_OUT",
        message: "The server could not answer in time. Please try again in a few seconds.",
      },
      503,
      { "Retry-After": String(DEADLINE_RETRY_AFTER_SECONDS) },
    ),
  });
}

/**
 * Answers 503 once a request has run for `ms` (a database or service that stopped answering would
 * otherwise hold it until TCP gives up); the work left running ends at its own time limits.
 * Requests all get the same time, so they run out in the order they came: one timer, waiting for
 * the oldest, serves all of them, and a request costs no timer, signal or listener of its own.
 */
export function requestDeadline(ms: number): MiddlewareHandler {
  // A Set keeps the order of insertion: the oldest first.
  const running = new Set<Running>();
  let timer: NodeJS.Timeout | undefined;
  const expireDue = () => {
    timer = undefined;
    const now = performance.now();
    for (const request of running) {
      if (request.due > now) {
        timer = setTimeout(expireDue, request.due - now);
        return;
      }
      running.delete(request);
      request.expire();
    }
  };
  return (c, next) =>
    new Promise<void>((resolve, reject) => {
      const request: Running = { due: performance.now() + ms, expire: () => reject(timedOut(c)) };
      running.add(request);
      timer ??= setTimeout(expireDue, ms);
      // Settled from next() directly: one promise besides the answer's, where a finally() would
      // add two more, per request.
      const leaving =
        <T>(settle: (outcome: T) => void) =>
        (outcome: T) => {
          running.delete(request);
          settle(outcome);
        };
      next().then(leaving(resolve), leaving(reject));
    });
}
