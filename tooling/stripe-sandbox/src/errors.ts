import type { ContentfulStatusCode } from "hono/utils/http-status";
import type Stripe from "stripe";

/** An error as Stripe's API reports it: an HTTP status and `{ error: { type, message, code?, param? } }`. */
export class StripeApiError extends Error {
  override name = "StripeApiError";

  constructor(
    readonly status: ContentfulStatusCode,
    readonly type: Stripe.RawErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toBody() {
    return { error: { type: this.type, message: this.message, code: this.code, param: this.param } };
  }
}

export function invalidRequest(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, "invalid_request_error", message, undefined, param);
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(
    400,
    "invalid_request_error",
    `Missing required param: ${param}.`,
    "parameter_missing",
    param,
  );
}

export function unknownParam(param: string): StripeApiError {
  return new StripeApiError(
    400,
    "invalid_request_error",
    `Received unknown parameter: ${param}`,
    "parameter_unknown",
    param,
  );
}

/** `No such customer: 'cus_…'`, answered with 404 as Stripe does. */
export function noSuch(kind: string, id: string, param = "id"): StripeApiError {
  return new StripeApiError(
    404,
    "invalid_request_error",
    `No such ${kind}: '${id}'`,
    "resource_missing",
    param,
  );
}

/** Resolves a lookup or throws Stripe's resource_missing error. */
export function found<T>(value: T | undefined, kind: string, id: string, param?: string): T {
  if (value === undefined) throw noSuch(kind, id, param);
  return value;
}
