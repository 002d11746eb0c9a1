import type { ZodOpenApiPathsObject } from "zod-openapi";
import { z } from "zod";
import { createDocument } from "zod-openapi";

import { appRouter } from "@bitelog/api/server";

import pkg from "../../package.json" with { type: "json" };
import { entryPaths } from "./entries";
import { insightsPaths } from "./insights";
import { membershipPaths } from "./membership";
import { errorAnswers, jsonOperation, jsonSuccess } from "./openapi-parts";
import { photoPaths } from "./photos";
import { placesToTryPaths } from "./places-to-try";
import { sharingPaths } from "./sharing";
import { stripePaths } from "./stripe";
import { transferPaths } from "./transfer";
import { userPaths } from "./users";

const TAGS = [
  { name: "Health", description: "Whether the server answers" },
  { name: "Account", description: "Signing in, settings and the account itself" },
  { name: "Journal", description: "The entries: one visit each" },
  { name: "Photos", description: "The photos of entries" },
  { name: "Sharing", description: "Public links to one entry" },
  { name: "Places to try", description: "Places saved for later" },
  { name: "Insights", description: "What the journal says back" },
  { name: "Import and export", description: "The journal going out and coming in" },
  { name: "Membership", description: "The plan and its limits" },
  { name: "Payments", description: "Paying for the membership through Stripe" },
];

/** The routes of routes.ts itself. */
const ownPaths: ZodOpenApiPathsObject = {
  "/health/ping": {
    get: {
      operationId: "ping",
      tags: ["Health"],
      summary: "Liveness, without a database round trip",
      security: [],
      responses: {
        ...jsonSuccess(200, "Alive", z.object({ status: z.literal("ok") })),
        ...errorAnswers([413, 500, 503]),
      },
    },
  },
  "/health": {
    get: jsonOperation({
      operationId: "health",
      tags: ["Health"],
      summary: "Health, with a database round trip",
      procedure: appRouter.health.check,
      public: true,
      errors: [413, 500, 503],
    }),
  },
  "/openapi.json": {
    get: {
      operationId: "openApiDocument",
      tags: ["Health"],
      summary: "This document",
      security: [],
      responses: {
        ...jsonSuccess(200, "The OpenAPI document", z.object({ openapi: z.string() }).catchall(z.unknown())),
        ...errorAnswers([413, 500, 503]),
      },
    },
  },
};

let document: ReturnType<typeof createDocument> | undefined;

/** The OpenAPI 3.1 description of /api, made from the routes' zod schemas once (then frozen). */
export function openApiDocument(): ReturnType<typeof createDocument> {
  document ??= Object.freeze(
    createDocument({
      openapi: "3.1.0",
      info: {
        title: "Bitelog API",
        version: pkg.version,
        description: "The restaurant journal's API: the same procedures the web app calls, over JSON.",
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      servers: [{ url: "/api" }],
      tags: TAGS,
      paths: {
        ...ownPaths,
        ...userPaths,
        ...entryPaths,
        ...photoPaths,
        ...sharingPaths,
        ...placesToTryPaths,
        ...insightsPaths,
        ...transferPaths,
        ...membershipPaths,
        ...stripePaths,
      },
      components: {
        securitySchemes: {
          firebaseIdToken: { type: "http", scheme: "bearer", description: "A Firebase ID token" },
          photoToken: {
            type: "apiKey",
            in: "query",
            name: "token",
            description:
              "A photo token (tRPC photos.accessToken), for <img>: it opens the caller's photos and nothing else",
          },
          stripeSignature: { type: "apiKey", in: "header", name: "Stripe-Signature" },
        },
      },
    }),
  );
  return document;
}
