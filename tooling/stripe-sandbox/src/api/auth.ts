import type { MiddlewareHandler } from "hono";

import { StripeApiError } from "../errors";

/** The key of `Authorization: Bearer sk_…` (the SDK) or `Basic base64(sk_…:)` (curl -u sk_…:). */
function presentedKey(authorization: string | undefined): string | null {
  const [scheme, credentials] = (authorization ?? "").trim().split(/\s+/);
  if (!credentials) return null;
  if (scheme?.toLowerCase() === "bearer") return credentials;
  if (scheme?.toLowerCase() === "basic")
    return Buffer.from(credentials, "base64").toString().split(":")[0] ?? null;
  return null;
}

/** Answers 401 as Stripe does unless the request carries the sandbox's secret key. */
export function requireSecretKey(secretKey: string): MiddlewareHandler {
  return async (c, next) => {
    const key = presentedKey(c.req.header("Authorization"));
    if (!key) {
      throw new StripeApiError(
        401,
        "invalid_request_error",
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    if (key !== secretKey) {
      const masked = `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
      throw new StripeApiError(401, "invalid_request_error", `Invalid API Key provided: ${masked}`);
    }
    await next();
  };
}
