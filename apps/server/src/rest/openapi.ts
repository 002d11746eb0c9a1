import type { ZodType } from "zod";
import { z } from "zod";

import { appRouter } from "@bitelog/api/server";

import pkg from "../../package.json" with { type: "json" };

type Method = "get" | "post" | "put" | "delete";

/** How a caller proves who it is on a route. */
type Auth = "bearer" | "none" | "image-token" | "stripe-signature";

export interface RestOperation {
  method: Method;
  /** OpenAPI form, under /api: `/journal/{id}`. */
  path: string;
  summary: string;
  /** The tRPC procedure the route calls (its zod input describes the request); null for none. */
  procedure: string | null;
  /** Where the procedure's input comes from, besides the path's parameters. */
  input?: "json" | "query" | "multipart" | "raw";
  auth: Auth;
  /** The input fields the route fills from its path, when not named as its parameters are. */
  fromPath?: string[];
  /** The status of a success; 200 unless said. */
  success?: number;
  /** The answer carries an ETag, and If-None-Match with it gets a 304. */
  revalidates?: boolean;
}

/**
 * The REST surface of spec §7, route by route. The routes themselves are mounted in ./routes.ts;
 * openapi.test.ts keeps the two in step (every mounted route described, nothing described that is
 * not mounted), and the request schemas come from the procedures' own zod inputs (z.toJSONSchema).
 * Only this table is kept by hand: the libraries that derive routes and their description from
 * tRPC procedures (trpc-to-openapi and kin) mount the routes themselves, and ours are Hono routes
 * with behaviour of their own that such a mount cannot give (multipart uploads, the raw signed
 * Stripe body, ETag revalidation, the image token), while a path, a summary and an auth scheme
 * are not in the zod schemas to derive.
 */
export const REST_OPERATIONS: readonly RestOperation[] = [
  { method: "get", path: "/health/ping", summary: "Liveness (no database)", procedure: null, auth: "none" },
  {
    method: "get",
    path: "/health",
    summary: "Health with a database round trip",
    procedure: "health.check",
    auth: "none",
  },
  { method: "get", path: "/openapi.json", summary: "This document", procedure: null, auth: "none" },
  {
    method: "post",
    path: "/auth/firebase",
    summary: "Sign-in exchange: an ID token for the Bitelog user",
    procedure: "auth.exchange",
    input: "json",
    auth: "none",
  },
  {
    method: "get",
    path: "/user/settings",
    summary: "The user's settings",
    procedure: "user.settings",
    auth: "bearer",
  },
  {
    method: "put",
    path: "/user/settings",
    summary: "Change theme, language or timezone",
    procedure: "user.updateSettings",
    input: "json",
    auth: "bearer",
  },
  {
    method: "put",
    path: "/user/tos-acceptance",
    summary: "Accept the Terms of Service",
    procedure: "user.setTosAcceptance",
    input: "json",
    auth: "bearer",
  },
  {
    method: "delete",
    path: "/users/me",
    summary: "Delete the account and everything in it",
    procedure: "user.deleteAccount",
    input: "json",
    auth: "bearer",
  },
  {
    method: "get",
    path: "/journal",
    summary: "Every entry of the journal",
    procedure: "entries.list",
    auth: "bearer",
    revalidates: true,
  },
  {
    method: "post",
    path: "/journal",
    summary: "Create an entry",
    procedure: "entries.create",
    input: "json",
    auth: "bearer",
    success: 201,
  },
  {
    method: "get",
    path: "/journal/search",
    summary:
      "Entries whose name, address or comment contain q, 50 at a time: pass an answer's nextCursor as cursor for the next",
    procedure: "entries.search",
    input: "query",
    auth: "bearer",
  },
  {
    method: "get",
    path: "/journal/browse",
    summary: "Entries by first letter, and the letters that have some",
    procedure: "entries.browse",
    input: "query",
    auth: "bearer",
  },
  { method: "get", path: "/journal/{id}", summary: "One entry", procedure: "entries.get", auth: "bearer" },
  {
    method: "get",
    path: "/insights",
    summary: "A year's figures of the journal (?year=2026; none: all time)",
    procedure: "insights.year",
    input: "query",
    auth: "bearer",
  },
  {
    method: "put",
    path: "/journal/{id}",
    summary: "Update an entry",
    procedure: "entries.update",
    input: "json",
    auth: "bearer",
  },
  {
    method: "delete",
    path: "/journal/{id}",
    summary: "Delete an entry and its photos",
    procedure: "entries.delete",
    auth: "bearer",
  },
  {
    method: "get",
    path: "/places-to-try",
    summary: "The places to try, newest first, and the plan's limit of them (null: unlimited)",
    procedure: "placesToTry.list",
    auth: "bearer",
  },
  {
    method: "post",
    path: "/places-to-try",
    summary: "Add a place to try",
    procedure: "placesToTry.create",
    input: "json",
    auth: "bearer",
    success: 201,
  },
  {
    method: "put",
    path: "/places-to-try/{id}",
    summary: "Change a place to try: an omitted field is kept, null clears it",
    procedure: "placesToTry.update",
    input: "json",
    auth: "bearer",
  },
  {
    method: "delete",
    path: "/places-to-try/{id}",
    summary: "Delete a place to try",
    procedure: "placesToTry.delete",
    auth: "bearer",
  },
  {
    method: "post",
    path: "/journal/{id}/photos",
    summary:
      "Upload photos (repeated field photos): { photoUrls, refused: [{ name, error, message }] }, each file kept or refused on its own; 400 (413 for a file too large) when every file is refused",
    procedure: "photos.upload",
    input: "multipart",
    auth: "bearer",
  },
  {
    method: "delete",
    path: "/journal/{id}/photos",
    summary: "Delete photos of an entry",
    procedure: "photos.deleteMany",
    input: "json",
    auth: "bearer",
    fromPath: ["entryId"],
  },
  {
    method: "post",
    path: "/journal/{id}/share",
    summary:
      "Share an entry: its link { url, token, created_at } (the same one when asked again); the page is GET /s/{token}, outside /api",
    procedure: "sharing.create",
    auth: "bearer",
    fromPath: ["entryId"],
  },
  {
    method: "delete",
    path: "/journal/{id}/share",
    summary: "Stop sharing an entry: its link answers 404 at once",
    procedure: "sharing.revoke",
    auth: "bearer",
    fromPath: ["entryId"],
    success: 204,
  },
  {
    method: "get",
    path: "/images/{path}",
    summary: "A photo of the caller's (display version or thumbnail)",
    procedure: "photos.image",
    auth: "image-token",
  },
  {
    method: "get",
    path: "/export",
    summary:
      "The whole journal as a streamed ZIP (journal.json, journal.csv, photos); ?format=csv: the CSV alone",
    procedure: "transfer.start",
    auth: "bearer",
  },
  {
    method: "post",
    path: "/import",
    summary:
      "Import entries from a file (field file): our ZIP or journal.json, or a CSV with a header row; ?dryRun=true writes nothing",
    procedure: "transfer.importFile",
    input: "multipart",
    auth: "bearer",
  },
  {
    method: "get",
    path: "/membership/info",
    summary: "Plan, subscription and limits",
    procedure: "membership.info",
    auth: "bearer",
  },
  {
    method: "get",
    path: "/membership/usage",
    summary: "Entries and photos used",
    procedure: "membership.usage",
    auth: "bearer",
  },
  {
    method: "post",
    path: "/membership/cancel",
    summary: "End a membership without a Stripe subscription",
    procedure: "membership.cancel",
    auth: "bearer",
  },
  {
    method: "post",
    path: "/membership/resume",
    summary: "Keep a subscription set to end at the period's end",
    procedure: "membership.resume",
    auth: "bearer",
  },
  {
    method: "get",
    path: "/stripe/config",
    summary: "Stripe's publishable key",
    procedure: "billing.config",
    auth: "none",
  },
  {
    method: "post",
    path: "/stripe/create-checkout-session",
    summary: "Start paying for a membership",
    procedure: "billing.createCheckoutSession",
    input: "json",
    auth: "bearer",
  },
  {
    method: "post",
    path: "/stripe/create-portal-session",
    summary: "Open Stripe's billing portal",
    procedure: "billing.createPortalSession",
    auth: "bearer",
  },
  {
    method: "post",
    path: "/stripe/webhook",
    summary: "Stripe's events, signed",
    procedure: "billing.webhook",
    input: "raw",
    auth: "stripe-signature",
  },
];

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  schema: JsonSchema;
}

interface OperationObject {
  summary: string;
  security: unknown[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema } | undefined> };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Partial<Record<Method, OperationObject>> | undefined>;
  components: Record<string, unknown>;
}

const procedures = (
  appRouter._def as unknown as { procedures: Record<string, { _def: { inputs: ZodType[] } }> }
).procedures;

/** The input field the routes take from the Idempotency-Key header (see rest/caller.ts). */
const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";

/** The JSON Schema of everything a procedure takes; null for a procedure without input. */
function procedureSchema(procedure: string): JsonSchema | null {
  const parser = procedures[procedure]?._def.inputs[0];
  return parser ? (z.toJSONSchema(parser, { io: "input", unrepresentable: "any" }) as JsonSchema) : null;
}

/** A procedure's JSON Schema less the fields a route fills from its path or headers. */
function inputSchema(schema: JsonSchema | null, filledElsewhere: string[]): JsonSchema {
  if (!schema) return { type: "object" };
  const elsewhere = new Set([...filledElsewhere, IDEMPOTENCY_KEY_FIELD]);
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(([name]) => !elsewhere.has(name)),
  );
  const required = (schema.required ?? []).filter((name) => !elsewhere.has(name));
  const { required: _all, ...rest } = schema;
  return { ...rest, properties, ...(required.length > 0 ? { required } : {}) };
}

const errorBody = {
  type: "object",
  required: ["error"],
  properties: {
    error: { type: "string", description: "What went wrong, in English" },
    message: { type: "string" },
    code: { type: "string", description: "A machine-readable reason, where the spec names one" },
  },
  additionalProperties: true,
};

const security: Record<Auth, unknown[]> = {
  bearer: [{ firebaseIdToken: [] }],
  none: [],
  "image-token": [{ firebaseIdToken: [] }, { imageToken: [] }],
  "stripe-signature": [{ stripeSignature: [] }],
};

function operationObject(operation: RestOperation): OperationObject {
  const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const schema = operation.procedure ? procedureSchema(operation.procedure) : null;
  const input = operation.procedure ? inputSchema(schema, operation.fromPath ?? pathParameters) : null;
  const parameters: Parameter[] = pathParameters.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const idempotencyKey = schema?.properties?.[IDEMPOTENCY_KEY_FIELD];
  if (idempotencyKey) {
    parameters.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      schema: {
        ...idempotencyKey,
        description: "Sent again with the same key, the change is answered as the first time and made once",
      },
    });
  }
  if (operation.input === "query" && input) {
    for (const [name, schema] of Object.entries(input.properties ?? {})) {
      parameters.push({
        name,
        in: "query",
        required: input.required?.includes(name) ?? false,
        schema,
      });
    }
  }
  const requestBody: OperationObject["requestBody"] =
    operation.input === "json" && input
      ? { required: (input.required?.length ?? 0) > 0, content: { "application/json": { schema: input } } }
      : operation.input === "multipart"
        ? {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  properties: { photos: { type: "array", items: { type: "string", format: "binary" } } },
                },
              },
            },
          }
        : operation.input === "raw"
          ? {
              required: true,
              content: {
                "application/json": {
                  schema: { type: "string", description: "The event exactly as Stripe sent it" },
                },
              },
            }
          : undefined;
  return {
    summary: operation.summary,
    security: security[operation.auth],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(operation.success ?? 200)]: { description: "Success (the shapes of spec §3)" },
      ...(operation.revalidates
        ? { "304": { description: "Not modified: unchanged since the ETag sent in If-None-Match" } }
        : {}),
      default: { description: "An error", content: { "application/json": { schema: errorBody } } },
    },
  };
}

let document: OpenApiDocument | undefined;

/** The OpenAPI 3.1 description of /api, made once (frozen: its JSON and gzip are made once too). */
export function openApiDocument(): OpenApiDocument {
  if (document) return document;
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of REST_OPERATIONS) {
    (paths[operation.path] ??= {})[operation.method] = operationObject(operation);
  }
  document = Object.freeze({
    openapi: "3.1.0",
    info: { title: "Bitelog API", version: pkg.version },
    servers: [{ url: "/api" }],
    paths,
    components: {
      securitySchemes: {
        firebaseIdToken: { type: "http", scheme: "bearer", description: "A Firebase ID token" },
        imageToken: {
          type: "apiKey",
          in: "query",
          name: "token",
          description:
            "A photo token (tRPC photos.accessToken), for <img>: it opens the caller's photos and nothing else; no ID token is taken here",
        },
        stripeSignature: { type: "apiKey", in: "header", name: "Stripe-Signature" },
      },
    },
  });
  return document;
}
