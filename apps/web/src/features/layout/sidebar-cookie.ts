import { SIDEBAR_COOKIE } from "@bitelog/config";

/** Whether the desktop sidebar was left open, from `document.cookie`; open unless it says "false". */
export function readSidebarOpen(cookies: string): boolean {
  const prefix = `${SIDEBAR_COOKIE.name}=`;
  const entry = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return entry?.slice(prefix.length) !== "false";
}

/** The `document.cookie` assignment that remembers the sidebar for 7 days (docs/product.md §9). */
export function sidebarCookie(open: boolean): string {
  const maxAgeSeconds = Math.round(SIDEBAR_COOKIE.maxAgeMs / 1000);
  return `${SIDEBAR_COOKIE.name}=${String(open)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}
