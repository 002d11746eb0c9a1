/**
 * Where a guard sends someone back after they sign in or accept the terms (`?redirect=`): an address
 * of this app only (a path), never another site.
 */
export function returnPath(value: unknown): string | undefined {
  // "//host" and "/\host" name another host to a browser.
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : undefined;
}
