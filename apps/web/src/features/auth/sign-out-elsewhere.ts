import type { LandingNotice } from "./landing-notice";

/**
 * Why this tab signed out, told to the browser's other tabs through a storage event (which reaches
 * every tab but the one that wrote it), so a tab signed out from elsewhere can say why.
 */
const SIGN_OUT_KEY = "bitelog-signed-out";

export type SignOutReason = "logout" | "idle";

export function announceSignOut(reason: SignOutReason): void {
  try {
    localStorage.setItem(SIGN_OUT_KEY, JSON.stringify({ reason, at: Date.now() }));
  } catch {
    // Without storage the other tabs are still signed out, only without the reason.
  }
}

function noticeFor(value: string): LandingNotice {
  try {
    return (JSON.parse(value) as { reason?: unknown }).reason === "idle" ? "idle" : "elsewhere";
  } catch {
    return "elsewhere";
  }
}

/** Calls `listener` with the landing page's notice when another tab of this browser signs out. */
export function onSignOutElsewhere(listener: (notice: LandingNotice) => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === SIGN_OUT_KEY && event.newValue) listener(noticeFor(event.newValue));
  };
  addEventListener("storage", handle);
  return () => removeEventListener("storage", handle);
}
