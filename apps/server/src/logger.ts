import type { Logger } from "pino";
import { pino } from "pino";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ level, redact: ["req.headers.authorization", "*.token", "*.idToken"] });
}
