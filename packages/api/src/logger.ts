/** The part of a structured logger (pino on the server) that domain code uses. */
export interface Logger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

const ignore = () => undefined;

/** For tests and tools that want no output. */
export const silentLogger: Logger = { info: ignore, warn: ignore, error: ignore };
