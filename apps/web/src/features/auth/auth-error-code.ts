/**
 * The identity provider's error code without its "auth/" prefix, if the error is one of its.
 * Recognised by the name FirebaseError gives its errors, so that reading one does not load the SDK.
 */
export function authErrorCode(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== "FirebaseError" || !("code" in error)) return null;
  return typeof error.code === "string" ? error.code.replace(/^auth\//, "") : null;
}
