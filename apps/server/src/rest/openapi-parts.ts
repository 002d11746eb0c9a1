import type { ZodType } from "zod";
import type {
  oas31,
  ZodOpenApiOperationObject,
  ZodOpenApiParameters,
  ZodOpenApiPathItemObject,
  ZodOpenApiResponsesObject,
} from "zod-openapi";
import { z } from "zod";

import { errorCodeSchema } from "@bitelog/api/server";

/** Any tRPC procedure: its zod input (the first parser) and its `.output()`. */
interface Procedure {
  _def: { inputs: unknown[]; output?: unknown };
}

type Shape = Record<string, ZodType>;

/** The shape of a procedure's object input, less the fields a route fills from its path or headers. */
export function inputFields(procedure: Procedure, ...filledByRoute: string[]): z.ZodObject {
  const input = procedure._def.inputs[0] as { shape?: Shape; unwrap?: () => unknown } | undefined;
  // An optional input with a default ({} when omitted) wraps the object twice.
  const object = (input?.shape ? input : (input?.unwrap?.() as { unwrap: () => unknown }).unwrap()) as {
    shape: Shape;
  };
  const elsewhere = new Set([...filledByRoute, "idempotencyKey"]);
  return z.object(Object.fromEntries(Object.entries(object.shape).filter(([name]) => !elsewhere.has(name))));
}

/** A procedure's answer schema, from its `.output()`. */
export function outputOf(procedure: Procedure): ZodType {
  if (!procedure._def.output) throw new Error("The procedure has no .output() schema");
  return procedure._def.output as ZodType;
}

/** The JSON body of every error answer (docs/product.md §8), REST and tRPC alike. */
export const errorBodySchema = z
  .object({
    error: z.string().meta({ description: "What went wrong, in English, for people" }),
    code: errorCodeSchema.meta({ description: "The stable reason a client decides by" }),
    message: z.string().optional(),
    issues: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .meta({ description: "With VALIDATION_FAILED: every field refused" }),
  })
  .catchall(z.unknown())
  .meta({ id: "ErrorBody", description: "An error: English texts for people, and a stable code" });

const ERROR_STATUSES = {
  400: "The request is not valid (the code and issues say why)",
  401: "No valid ID token",
  403: "Not allowed: e.g. the email is not verified or the terms are not accepted",
  404: "Not found, or not the caller's",
  409: "In conflict with the current state, or an Idempotency-Key sent again with another request",
  413: "The body is larger than allowed",
  429: "Too many requests: try again after Retry-After seconds",
  500: "An error of the server",
  503: "A service the answer needs is unavailable: try again after Retry-After seconds",
} as const;

export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** The error answers of an operation, each with the shared error body. */
export function errorAnswers(statuses: readonly ErrorStatus[]): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: ERROR_STATUSES[status],
        content: { "application/json": { schema: errorBodySchema } },
      },
    ]),
  );
}

/** How the caller proves who it is. */
export const SECURITY: Record<"bearer" | "none", oas31.SecurityRequirementObject[]> = {
  bearer: [{ firebaseIdToken: [] }],
  none: [],
};

const IDEMPOTENCY_KEY = z.string().max(200).optional().meta({
  description: "Sent again with the same key, the change is answered as the first time and made once",
});

export const idempotencyHeader = { "idempotency-key": IDEMPOTENCY_KEY };

/** The path parameter of an item's own routes (`/…/{id}`). */
export const idPath = (description: string) => z.object({ id: z.string().meta({ description }) });

export const entryIdPath = idPath("The entry's id");

/** A JSON answer of `schema` with `status`. */
export const jsonSuccess = (
  status: number,
  description: string,
  schema: ZodType,
): ZodOpenApiResponsesObject => ({
  [String(status)]: { description, content: { "application/json": { schema } } },
});

interface JsonOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  procedure: Procedure;
  /** The request's body: the procedure's input less what the route fills (JSON) */
  body?: z.ZodObject;
  params?: ZodOpenApiParameters;
  status?: number;
  /** Without a bearer token (sign-in exchange, health, Stripe's key). */
  public?: boolean;
  errors: readonly ErrorStatus[];
}

/** An operation answered with its procedure's JSON output. */
export function jsonOperation(operation: JsonOperation): ZodOpenApiOperationObject {
  const { procedure, body, params, status = 200, errors, public: isPublic, ...described } = operation;
  return {
    ...described,
    security: isPublic ? SECURITY.none : SECURITY.bearer,
    ...(params ? { requestParams: params } : {}),
    ...(body ? { requestBody: { required: true, content: { "application/json": { schema: body } } } } : {}),
    responses: {
      ...jsonSuccess(status, "Success", outputOf(procedure)),
      ...errorAnswers(isPublic ? errors : [401, 403, ...errors]),
    },
  };
}

/** One change of a collection's items, as its routes describe it. */
interface Change {
  operationId: string;
  summary: string;
  procedure: Procedure;
}

/**
 * The writes of a collection whose items are named by an id in the path (the journal, the places
 * to try): a create (POST, 201) and the item's update (PUT) and delete, each taking the
 * Idempotency-Key header, the bodies being the procedures' inputs less what the route fills.
 */
export function collectionWrites(collection: {
  tags: string[];
  /** The item's id in the path (idPath). */
  path: ReturnType<typeof idPath>;
  create: Change;
  update: Change;
  delete: Change;
}): { create: ZodOpenApiOperationObject; item: Pick<ZodOpenApiPathItemObject, "put" | "delete"> } {
  const { tags, path } = collection;
  const described = (change: Change) => ({ ...change, tags });
  const header = z.object(idempotencyHeader);
  return {
    create: jsonOperation({
      ...described(collection.create),
      body: inputFields(collection.create.procedure),
      params: { header },
      status: 201,
      errors: [400, 409, 413, 429, 500, 503],
    }),
    item: {
      put: jsonOperation({
        ...described(collection.update),
        body: inputFields(collection.update.procedure, "id"),
        params: { path, header },
        errors: [400, 404, 409, 413, 429, 500, 503],
      }),
      delete: jsonOperation({
        ...described(collection.delete),
        params: { path, header },
        errors: [404, 409, 429, 500, 503],
      }),
    },
  };
}
