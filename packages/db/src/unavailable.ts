/**
 * Why a database call failed, when the failure is the database's state rather than the query:
 * "unreachable" (down, restarting, the network cut, no connection can be opened) or "busy" (a lock
 * not granted in time, a statement cancelled at its time limit, a deadlock, every pooled connection
 * in use for as long as a request may wait for one). Both go away on their own:
 * callers answer 503 and try again later, and the pool opens new connections then. Anything else
 * (a query the database refused, such as one with too many parameters) is a fault, not an outage.
 */
export type DatabaseFailure = "unreachable" | "busy";

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

/**
 * SQLSTATEs of a server going away or refusing connections: class 08 (connection exception) but
 * 08P01, a protocol violation, which is what an oversized query earns on a healthy connection.
 */
const UNREACHABLE_SQLSTATES = new Set([
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "08007",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** lock_not_available (lock_timeout), query_canceled (statement_timeout), deadlock_detected. */
const BUSY_SQLSTATES = new Set(["55P03", "57014", "40P01"]);

/** What node-postgres says when a connection dies mid-query, cannot be opened, or a query gets no answer. */
const DRIVER_MESSAGES = [/^Connection terminated/, /not queryable/, /^Query read timeout/];

/**
 * What the pool says when every connection stayed in use until the wait for one ran out: the
 * database answers, this server copy is just asking more of it than it can take at once.
 */
const POOL_EXHAUSTED = "timeout exceeded when trying to connect";

function failureOf(error: object): DatabaseFailure | null {
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  const message = "message" in error && typeof error.message === "string" ? error.message : "";
  if (BUSY_SQLSTATES.has(code) || message.startsWith(POOL_EXHAUSTED)) return "busy";
  if (
    NETWORK_CODES.has(code) ||
    UNREACHABLE_SQLSTATES.has(code) ||
    DRIVER_MESSAGES.some((pattern) => pattern.test(message))
  ) {
    return "unreachable";
  }
  return null;
}

/** Looks through the error and its causes (the layers above the driver wrap what it threw). */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 8; depth++) {
    const failure = failureOf(current);
    if (failure) return failure;
    current = "cause" in current ? current.cause : undefined;
  }
  return null;
}
