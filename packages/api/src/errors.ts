import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { z } from "zod";

/** The JSON body of every error answer of the REST surface (spec §8: `error`, optional `message`, extras). */
export interface AppErrorBody {
  error: string;
  message?: string;
  code?: string;
  [extra: string]: unknown;
}

/**
 * The one application error. Thrown by domain functions and procedures; tRPC carries `body` to the
 * web app through the error formatter and the REST adapters answer with it as-is.
 */
export class AppError extends TRPCError {
  readonly body: AppErrorBody;
  /** When trying again may succeed (429, 503): sent as the Retry-After header. */
  readonly retryAfterSeconds: number | null;

  constructor(
    code: TRPC_ERROR_CODE_KEY,
    body: AppErrorBody,
    options: { cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super({ code, message: body.message ?? body.error, cause: options.cause });
    this.name = "AppError";
    this.body = body;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

/** The headers an error answer carries besides its body: Retry-After when the error names one. */
export function errorHeaders(error: unknown): Record<string, string> {
  return error instanceof AppError && error.retryAfterSeconds !== null
    ? { "Retry-After": String(error.retryAfterSeconds) }
    : {};
}

export interface FieldIssue {
  field: string;
  message: string;
}

export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.join(".") || "(body)", message: issue.message }));
}

/** The answer to a failed call: the error's HTTP status and the body the spec expects. */
export function toHttpError(error: unknown): { status: number; body: AppErrorBody } {
  if (error instanceof AppError) return { status: getHTTPStatusCodeFromError(error), body: error.body };
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (error.cause instanceof z.ZodError) {
      const issues = fieldIssues(error.cause);
      return {
        status,
        body: {
          error: "Invalid request",
          message: issues.map((issue) => `${issue.field}: ${issue.message}`).join("; "),
          issues,
        },
      };
    }
    if (status < 500) return { status, body: { error: error.message } };
  }
  return { status: 500, body: { error: "Internal server error" } };
}

/** Extra data the tRPC error formatter adds, so the web app sees the same body as REST clients. */
export function errorShapeData(error: TRPCError): {
  appError: AppErrorBody | null;
  issues: FieldIssue[] | null;
} {
  const invalid = error.cause instanceof z.ZodError;
  return {
    // A refused input has REST's body too ("Invalid request", each field's issue in the message).
    appError: error instanceof AppError || invalid ? toHttpError(error).body : null,
    issues: invalid ? fieldIssues(error.cause) : null,
  };
}
