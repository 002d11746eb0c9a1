import type { DestinationStream, Logger } from "pino";
import { pino } from "pino";

export type { Logger };

/** The server's logger, to standard output unless told (tests read what it writes). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: ["req.headers.authorization", "*.token", "*.idToken"] };
  return destination ? pino(options, destination) : pino(options);
}
