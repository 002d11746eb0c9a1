import type { MiddlewareHandler } from "hono";

/**
 * API answers are the caller's own (settings hold the e-mail address): neither a browser nor a
 * proxy keeps one unless its route deliberately says how (the journal list, revalidated by its
 * ETag; photos, immutable under their names).
 */
export const privateAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  // On the answer as it is (see security-headers.ts): c.header() would copy the whole response.
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-store");
};
