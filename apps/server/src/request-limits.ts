import type { Context as HonoContext, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { timeout } from "hono/timeout";

import type { AppErrorBody } from "@bitelog/api/server";
import { AppError } from "@bitelog/api/server";

import { jsonAnswer } from "./rest/shared-json";

/**
 * Refuses a body larger than `maxBytes` with 413 and `refusal` (by default, saying the limit): at
 * once when its Content-Length says so, else as soon as the bytes read pass it (what is read is
 * kept, up to the limit, for the handler).
 */
export function limitBody(
  maxBytes: number,
  refusal: AppErrorBody = {
    error: "Request body too large",
    message: `A request body may be at most ${Math.floor(maxBytes / 1024)} kB.`,
  },
): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      // The rest of the body is not read: the connection cannot carry another request.
      c.header("Connection", "close");
      return Promise.reject(new AppError("PAYLOAD_TOO_LARGE", refusal));
    },
  });
}

/** Seconds a client is asked to wait before trying a request again that ran out of time. */
const DEADLINE_RETRY_AFTER_SECONDS = 5;

/**
 * Answers 503 once a request has run for `ms` (a database or service that stopped answering would
 * otherwise hold it until TCP gives up); the work left running ends at its own time limits.
 */
export function requestDeadline(ms: number): MiddlewareHandler {
  return timeout(
    ms,
    (c: HonoContext) =>
      new HTTPException(503, {
        res: jsonAnswer(
          c,
          {
            error: "Request timed out",
            message: "The server could not answer in time. Please try again in a few seconds.",
          },
          503,
          { "Retry-After": String(DEADLINE_RETRY_AFTER_SECONDS) },
        ),
      }),
  );
}
