import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";

/**
 * API answers are the caller's own (settings hold the e-mail address): neither a browser nor a
 * proxy keeps one unless its route deliberately says how (the journal list, revalidated by its
 * ETag; photos, immutable under their names).
 */
export const privateAnswers: MiddlewareHandler = (c, next) => {
  // On the Node response, before any answer exists (see security-headers.ts): a route's own
  // Cache-Control replaces it when the answer is written, and the answer's headers are not read.
  (c.env as HttpBindings).outgoing.setHeader("Cache-Control", "private, no-store");
  return next();
};
