import type { MiddlewareHandler } from "hono";
import type { DestinationStream, Logger } from "pino";
import { pino } from "pino";

import { loggedPath } from "./share-page/share-urls";

export type { Logger };

/** The server's logger, to standard output unless told (tests read what it writes). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: ["req.headers.authorization", "*.token", "*.idToken"] };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * One line per request, once it is answered: method, path and status only (query strings and
 * headers carry tokens, and share links' paths are replaced), and how long it took. A client's
 * mistake is not the server's error: only a 5xx is logged at error. Nothing is built for a
 * request when the level leaves the line out.
 */
export function requestLogging(logger: Logger): MiddlewareHandler {
  return async function logRequest(c, next) {
    const started = performance.now();
    await next();
    const { status } = c.res;
    const level = status >= 500 ? "error" : "info";
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        req: { method: c.req.method, path: loggedPath(c.req.path) },
        res: { status },
        responseTime: Math.round(performance.now() - started),
      },
      "Request completed",
    );
  };
}
