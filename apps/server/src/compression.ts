import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/** Bytes below which an answer is sent as it is: gzip would save less than it costs, or grow it. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Answers whose encoding is settled: small JSON, or JSON gzipped ahead (see rest/shared-json.ts). */
const settledAnswers = new WeakSet<Response>();

/** Marks `answer` as one the compression leaves alone, and returns it. */
export function sentAsItIs(answer: Response): Response {
  settledAnswers.add(answer);
  return answer;
}

/**
 * hono's compress for the answers that may need it. One marked by sentAsItIs is passed by
 * without a look at its headers: for the Node adapter's lightweight answers, reading them builds
 * a web Headers object, the dearest part of a small answer.
 */
export function compression(): MiddlewareHandler {
  const gzip = compress({ threshold: COMPRESSION_THRESHOLD_BYTES });
  const answered = () => Promise.resolve();
  return async function compressAnswer(c, next) {
    await next();
    if (!settledAnswers.has(c.res)) await gzip(c, answered);
  };
}
