import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { z } from "zod";

import type { ErrorCode } from "./error-codes";

/** What a thrower says of an error; `code` defaults to the one its tRPC code names (DEFAULT_CODES). */
export interface AppErrorDetails {
  error: string;
  message?: string;
  code?: ErrorCode;
  [extra: string]: unknown;
}

/**
 * The JSON body of every error answer, REST and tRPC alike (docs/product.md §8: `error`, optional `message`,
 * extras).
 */
export interface AppErrorBody extends AppErrorDetails {
  code: ErrorCode;
}

const DEFAULT_CODES: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  TOO_MANY_REQUESTS: "RATE_LIMITED",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  INTERNAL_SERVER_ERROR: "INTERNAL_ERROR",
};

const defaultCode = (code: TRPC_ERROR_CODE_KEY): ErrorCode => DEFAULT_CODES[code] ?? "BAD_REQUEST";

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
    details: AppErrorDetails,
    options: { cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super({ code, message: details.message ?? details.error, cause: options.cause });
    this.name = "AppError";
    this.body = { ...details, code: details.code ?? defaultCode(code) };
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

/** The answer to a failed call: the error's HTTP status and the body of docs/product.md §8. */
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
          code: "VALIDATION_FAILED",
          message: issues.map((issue) => `${issue.field}: ${issue.message}`).join("; "),
          issues,
        },
      };
    }
    if (status < 500) return { status, body: { error: error.message, code: defaultCode(error.code) } };
  }
  return { status: 500, body: { error: "Internal server error", code: "INTERNAL_ERROR" } };
}

/** Extra data the tRPC error formatter adds, so the web app sees the same body as REST clients. */
export function errorShapeData(error: TRPCError): {
  appError: AppErrorBody;
  issues: FieldIssue[] | null;
} {
  const invalid = error.cause instanceof z.ZodError;
  return {
    appError: toHttpError(error).body,
    issues: invalid ? fieldIssues(error.cause) : null,
  };
}
