import type { ErrorCode } from "@bitelog/api";

/** 403 answers that are plan limits, not authentication problems (docs/product.md §8). */
const LIMIT_CODES = new Set<string>([
  "ENTRY_LIMIT_REACHED",
  "PHOTO_LIMIT_REACHED",
  "PLACE_LIMIT_REACHED",
] satisfies ErrorCode[]);

/**
 * docs/product.md §8: a 401, or a 403 that is not a plan limit, means the token was not accepted: refresh it
 * once and retry, and if that fails too, sign the user out.
 */
export function isAuthFailure(status: number | undefined, code: string | undefined): boolean {
  if (status === 401) return true;
  return status === 403 && !(code !== undefined && LIMIT_CODES.has(code));
}
