import type { Context as HonoContext, MiddlewareHandler } from "hono";

import type { ContextDeps } from "@bitelog/api/server";
import { AppError, bearerToken, createContext } from "@bitelog/api/server";

/**
 * Refuses an upload without a valid token (401) before a byte of its body is read: the body is
 * large, and only a signed-in user may have the server take it in.
 */
export function signedInOnly(deps: ContextDeps): MiddlewareHandler {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    const { user } = await createContext(deps, token, c.get("clientAddress"));
    if (!user) throw new AppError("UNAUTHORIZED", { error: "Authentication required" });
    await next();
  };
}

/** The values of a (repeatable) multipart field, in order; a body that is not a form is refused (400). */
export async function uploadedFiles(c: HonoContext, field: string): Promise<(string | File)[]> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch (error) {
    throw new AppError(
      "BAD_REQUEST",
      { error: "Malformed multipart body", message: "The request body is not valid multipart/form-data." },
      { cause: error },
    );
  }
  const values = form[field];
  if (values === undefined) return [];
  return Array.isArray(values) ? values : [values];
}
