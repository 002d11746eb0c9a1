/**
 * Whether an error means the database cannot be reached at the moment (down, restarting, the
 * network cut, no connection to be had), as opposed to a query it refused. Such errors go away on
 * their own: callers answer 503 and try again later, and the pool opens new connections then.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATEs of a server going away or refusing connections (class 08: connection exception). */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** What node-postgres says when a connection dies mid-query or none can be had in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /not queryable/,
];

function isUnavailable(error: object): boolean {
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  const message = "message" in error && typeof error.message === "string" ? error.message : "";
  return (
    NETWORK_CODES.has(code) ||
    UNAVAILABLE_SQLSTATES.has(code) ||
    code.startsWith("08") ||
    DRIVER_MESSAGES.some((pattern) => pattern.test(message))
  );
}

/** Looks through the error and its causes (the layers above the driver wrap what it threw). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 8; depth++) {
    if (isUnavailable(current)) return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}
