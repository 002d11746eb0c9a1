import { TRPCError } from "@trpc/server";
import { Hono } from "hono";
import { etag } from "hono/etag";

import type { ContextDeps } from "@bitelog/api/server";
import { REQUESTS } from "@bitelog/config";

import { requestDeadline } from "../request-limits";
import { callerFor, idempotencyKey, jsonBody, procedureRoute } from "./caller";
import { closeAfterRefusal, declaredBytes, receiveFiles, signedInOnly } from "./uploads";

/** What an <img> shows without a valid token (spec §7): a grey picture frame. */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">' +
  '<rect width="480" height="360" fill="#e5e7eb"/><circle cx="300" cy="130" r="24" fill="#9ca3af"/>' +
  '<path d="M140 260l70-90 50 60 40-45 90 75z" fill="#9ca3af"/></svg>';

/** Photo files never change under a name (every upload gets a new one), so browsers may keep them. */
const IMAGE_HEADERS = {
  "Cache-Control": "private, max-age=31536000, immutable",
  "X-Content-Type-Options": "nosniff",
};

/** Spec §7: photo upload and deletion on an entry, and the image route the web app loads photos from. */
export function photoRoutes(deps: ContextDeps, deadlineMs: number = REQUESTS.uploadDeadlineMs): Hono {
  const api = new Hono();
  api.post(
    "/journal/:id/photos",
    requestDeadline(deadlineMs),
    closeAfterRefusal(),
    signedInOnly(deps),
    procedureRoute(deps, async (caller, c) => {
      // The rate limit and the plan's limits are checked before the body is read, then applied as it arrives.
      const limits = await caller.photos.admitUpload({ declaredBytes: declaredBytes(c) });
      const received = await receiveFiles(c, "photos", limits);
      try {
        return await caller.photos.upload({
          entryId: c.req.param("id") ?? "",
          // Every item is checked by the procedure's schema: anything but a file is refused there.
          files: received.values as File[],
          ...idempotencyKey(c),
        });
      } finally {
        await received.dispose();
      }
    }),
  );
  api.delete(
    "/journal/:id/photos",
    procedureRoute(deps, async (caller, c) =>
      caller.photos.deleteMany({ ...(await jsonBody(c)), entryId: c.req.param("id") ?? "" }),
    ),
  );
  api.get("/images/:path{.+}", etag(), async (c) => {
    // An <img> cannot send headers, so the web app puts a photo token in the query (spec §7); it
    // opens photos only, and an ID token is never taken there. API clients send their ID token.
    const photoToken = c.req.query("token");
    const path = c.req.param("path");
    try {
      const image =
        photoToken === undefined
          ? await (await callerFor(deps, c)).photos.image({ path })
          : await (await callerFor(deps, c, null)).photos.imageWithToken({ path, token: photoToken });
      // A copy: Buffer's type admits shared memory, which a response body may not be.
      return c.body(new Uint8Array(image.data), 200, {
        ...IMAGE_HEADERS,
        "Content-Type": image.contentType,
        ETag: image.etag,
      });
    } catch (error) {
      if (!(error instanceof TRPCError && error.code === "UNAUTHORIZED")) throw error;
      return c.body(PLACEHOLDER_SVG, 401, {
        "Content-Type": "image/svg+xml",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      });
    }
  });
  return api;
}
