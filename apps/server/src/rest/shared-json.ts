import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { gzipSync } from "node:zlib";
import { parseAccept } from "hono/utils/accept";

interface Encoded {
  json: string;
  /** A plain copy: Buffer's type admits shared memory, which a response body may not be. */
  gzip: Uint8Array<ArrayBuffer>;
}

/**
 * The JSON text and its gzip of answers that are shared between requests, made once per value.
 * A procedure marks such an answer by freezing it (the journal list kept between requests): the
 * list of a 1,000-entry journal is 300 kB of JSON, whose stringify and gzip cost ten times what
 * the rest of the request does.
 */
const encodings = new WeakMap<object, Encoded>();

function encode(value: object): Encoded {
  let encoded = encodings.get(value);
  if (!encoded) {
    const json = JSON.stringify(value);
    encoded = { json, gzip: new Uint8Array(gzipSync(json)) };
    encodings.set(value, encoded);
  }
  return encoded;
}

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const choice =
    accepts.find((accept) => accept.type.toLowerCase() === "gzip") ??
    accepts.find((accept) => accept.type === "*");
  return (choice?.q ?? 0) > 0;
}

/** Answers `value` as JSON; a frozen value's text (gzipped when the client takes gzip) is made once. */
export function jsonAnswer(c: HonoContext, value: unknown, status: ContentfulStatusCode): Response {
  if (typeof value !== "object" || value === null || !Object.isFrozen(value)) return c.json(value, status);
  const { json, gzip } = encode(value);
  const headers = { "Content-Type": "application/json", Vary: "Accept-Encoding" };
  if (acceptsGzip(c.req.header("accept-encoding"))) {
    return c.body(gzip, status, { ...headers, "Content-Encoding": "gzip" });
  }
  return c.body(json, status, headers);
}
