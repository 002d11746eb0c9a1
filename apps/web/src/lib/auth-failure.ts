/** 403 answers that are plan limits, not authentication problems (spec §8). */
const LIMIT_ERRORS = new Set(["Entry limit reached", "Photo limit reached"]);

/**
 * Spec §8: a 401, or a 403 that is not an entry or photo limit, means the token was not accepted:
 * refresh it once and retry, and if that fails too, sign the user out.
 */
export function isAuthFailure(status: number | undefined, serverError: string | undefined): boolean {
  if (status === 401) return true;
  return status === 403 && !(serverError !== undefined && LIMIT_ERRORS.has(serverError));
}
