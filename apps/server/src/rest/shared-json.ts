import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { parseAccept } from "hono/utils/accept";

import { COMPRESSION_THRESHOLD_BYTES, sentAsItIs } from "../compression";

interface Encoded {
  json: string;
  /** A plain copy: Buffer's type admits shared memory, which a response body may not be. */
  gzip: Uint8Array<ArrayBuffer>;
  /** Weak: the JSON and its gzip are the same answer in two encodings. */
  etag: string;
}

/**
 * The JSON text, its gzip and its ETag of answers that are shared between requests, made once
 * per value. A procedure marks such an answer by freezing it (the journal list kept between
 * requests): a long journal's list is a large JSON text, whose stringify and gzip cost many
 * times what the rest of the request does (bench/api.ts).
 */
const encodings = new WeakMap<object, Encoded>();

function encode(value: object): Encoded {
  let encoded = encodings.get(value);
  if (!encoded) {
    const json = JSON.stringify(value);
    const etag = `W/"${createHash("sha1").update(json).digest("base64url")}"`;
    encoded = { json, gzip: new Uint8Array(gzipSync(json)), etag };
    encodings.set(value, encoded);
  }
  return encoded;
}

/**
 * Whether a conditional GET names `etag` in If-None-Match (weak comparison, as hono's etag
 * middleware makes it): the client already holds this answer.
 */
function heldByClient(c: HonoContext, etag: string): boolean {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return false;
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch === undefined) return false;
  const tag = etag.replace(/^W\//, "");
  return ifNoneMatch === "*" || (ifNoneMatch.match(/"[^"]*"/g)?.includes(tag) ?? false);
}

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const choice =
    accepts.find((accept) => accept.type.toLowerCase() === "gzip") ??
    accepts.find((accept) => accept.type === "*");
  return (choice?.q ?? 0) > 0;
}

/**
 * Answers `value` as JSON; a small answer is marked for the compression to leave alone (gzip
 * would only grow it), a larger one is gzipped as it goes when the client takes gzip.
 *
 * A frozen value's text, gzip and ETag are made once: it is sent gzipped when the client takes
 * gzip, with an ETag and no-cache, so a client holding it revalidates, and a client that names
 * the ETag gets a 304 here (hono's etag middleware would first build a web Response of the body it
 * then drops).
 */
export function jsonAnswer(
  c: HonoContext,
  value: unknown,
  status: ContentfulStatusCode,
  headers: Record<string, string> = {},
): Response {
  const type = { "Content-Type": "application/json" };
  if (typeof value !== "object" || value === null || !Object.isFrozen(value)) {
    // JSON.stringify(undefined) is undefined: a procedure that answers nothing sends null.
    const json = JSON.stringify(value ?? null);
    // Its one header is handed on as it is (no web Headers object); the adapter adds the length.
    const answer = c.body(json, status, { ...headers, ...type });
    return Buffer.byteLength(json) < COMPRESSION_THRESHOLD_BYTES ? sentAsItIs(answer) : answer;
  }
  const { json, gzip, etag } = encode(value);
  const shared = {
    ...headers,
    ...type,
    Vary: "Accept-Encoding",
    ETag: etag,
    "Cache-Control": "private, no-cache",
  };
  if (status === 200 && heldByClient(c, etag)) {
    // The headers a 200 would carry that a cache reads (RFC 9110, 15.4.5), and no body.
    const { Vary, ETag, "Cache-Control": cacheControl } = shared;
    return sentAsItIs(c.body(null, 304, { Vary, ETag, "Cache-Control": cacheControl }));
  }
  if (acceptsGzip(c.req.header("accept-encoding"))) {
    return sentAsItIs(c.body(gzip, status, { ...shared, "Content-Encoding": "gzip" }));
  }
  return c.body(json, status, shared);
}
