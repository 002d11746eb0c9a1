import type { MiddlewareHandler } from "hono";
import type { DestinationStream, Logger } from "pino";
import { pino } from "pino";

import { loggedPath } from "./share-page/share-urls";

export type { Logger };

/** Lines kept before they are written to standard output together, and for at most how long. */
const LOG_BUFFER = { bytes: 4096, flushMs: 1000 };

/**
 * Standard output, written a buffer of lines at a time rather than a system call for each
 * request's line under load; a quiet server's lines still go out within a second. Written
 * synchronously, as pino does by default: no thread hand-off per write.
 */
function bufferedStandardOutput(): DestinationStream {
  const output = pino.destination({
    dest: 1,
    sync: true,
    minLength: LOG_BUFFER.bytes,
    periodicFlush: LOG_BUFFER.flushMs,
  });
  // pino writes out what is left at exit only for asynchronous destinations.
  process.once("exit", () => output.flushSync());
  return output;
}

/** The server's logger, to standard output unless told (tests read what it writes). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: ["req.headers.authorization", "*.token", "*.idToken"] };
  return pino(options, destination ?? bufferedStandardOutput());
}

/**
 * One line per request, once it is answered: method, path and status only (query strings and
 * headers carry tokens, and share links' paths are replaced), and how long it took. A client's
 * mistake is not the server's error: only a 5xx is logged at error. Nothing is built for a
 * request when the level leaves the line out.
 */
export function requestLogging(logger: Logger): MiddlewareHandler {
  // The line holds no headers or tokens: it needs none of the redaction every field of every line
  // would otherwise go through.
  const requests = logger.child({}, { redact: [] });
  return async function logRequest(c, next) {
    const started = performance.now();
    await next();
    const { status } = c.res;
    const level = status >= 500 ? "error" : "info";
    if (!requests.isLevelEnabled(level)) return;
    requests[level](
      {
        req: { method: c.req.method, path: loggedPath(c.req.path) },
        res: { status },
        responseTime: Math.round(performance.now() - started),
      },
      "Request completed",
    );
  };
}
