import type { ZodOpenApiPathsObject } from "zod-openapi";
import { TRPCError } from "@trpc/server";
import { Hono } from "hono";
import { etag } from "hono/etag";
import { z } from "zod";

import type { ContextDeps } from "@bitelog/api/server";
import { appRouter } from "@bitelog/api/server";
import { MAX_PHOTOS_PER_ENTRY, REQUESTS } from "@bitelog/config";

import { requestDeadline } from "../request-limits";
import { callerFor, idempotencyKey, jsonBody, procedureRoute } from "./caller";
import {
  entryIdPath,
  errorAnswers,
  idempotencyHeader,
  inputFields,
  jsonOperation,
  jsonSuccess,
  outputOf,
  SECURITY,
} from "./openapi-parts";
import { closeAfterRefusal, declaredBytes, receiveFiles, signedInOnly } from "./uploads";

const { photos } = appRouter;
const binary = z.string().meta({ format: "binary" });

/** The OpenAPI description of the routes below. */
export const photoPaths: ZodOpenApiPathsObject = {
  "/journal/{id}/photos": {
    post: {
      operationId: "uploadPhotos",
      tags: ["Photos"],
      summary: "Upload photos: each file is kept or refused on its own",
      description:
        "Every photo of the entry, and the files refused with why; 400 (413 for a file too large) when every file is refused.",
      security: SECURITY.bearer,
      requestParams: { path: entryIdPath, header: z.object(idempotencyHeader) },
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({
              photos: z
                .array(binary)
                .max(MAX_PHOTOS_PER_ENTRY)
                .meta({ description: "The image files, the field repeated once per file" }),
            }),
          },
        },
      },
      responses: {
        ...jsonSuccess(200, "The entry's photos, and the files refused", outputOf(photos.upload)),
        ...errorAnswers([400, 401, 403, 404, 409, 413, 429, 500, 503]),
      },
    },
    delete: jsonOperation({
      operationId: "deletePhotos",
      tags: ["Photos"],
      summary: "Delete photos of an entry",
      procedure: photos.deleteMany,
      body: inputFields(photos.deleteMany, "entryId"),
      params: { path: entryIdPath },
      errors: [400, 404, 413, 429, 500, 503],
    }),
  },
  "/images/{path}": {
    get: {
      operationId: "getImage",
      tags: ["Photos"],
      summary: "A photo of the caller's (display version or thumbnail)",
      description:
        "The path is the rest of the URL (it holds slashes), as the entries' photoUrls and thumbnail_url give it.",
      security: [{ firebaseIdToken: [] }, { photoToken: [] }],
      requestParams: {
        path: z.object({ path: z.string().meta({ description: "The photo's storage path" }) }),
        header: z.object({ "if-none-match": z.string().optional() }),
      },
      responses: {
        "200": {
          description: "The image",
          content: { "image/*": { schema: binary } },
        },
        "304": { description: "Not modified: unchanged since the ETag sent in If-None-Match" },
        "401": {
          description: "No valid ID token or photo token: a placeholder picture, for an <img>",
          content: { "image/svg+xml": { schema: z.string() } },
        },
        ...errorAnswers([400, 403, 404, 429, 500, 503]),
      },
    },
  },
};

/** What an <img> shows without a valid token (docs/product.md §7): a grey picture frame. */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">' +
  '<rect width="480" height="360" fill="#e5e7eb"/><circle cx="300" cy="130" r="24" fill="#9ca3af"/>' +
  '<path d="M140 260l70-90 50 60 40-45 90 75z" fill="#9ca3af"/></svg>';

/** Photo files never change under a name (every upload gets a new one), so browsers may keep them. */
const IMAGE_HEADERS = {
  "Cache-Control": "private, max-age=31536000, immutable",
  "X-Content-Type-Options": "nosniff",
};

/**
 * docs/product.md §7: photo upload and deletion on an entry, and the image route the web app loads photos
 * from.
 */
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
    // An <img> cannot send headers, so the web app puts a photo token in the query (docs/product.md §7); it
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
