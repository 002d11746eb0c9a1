import { useEffect } from "react";

import { TIMINGS } from "@bitelog/config";

const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "touchstart", "scroll", "wheel"] as const;

/**
 * The last activity in any of this browser's tabs, shared through local storage: being busy in
 * one tab keeps the others signed in, since signing out ends the session in all of them.
 */
const LAST_ACTIVITY_KEY = "bitelog-last-activity";
/** Activity is recorded at most this often: pointer moves come by the hundred. */
const RECORD_EVERY_MS = 1000;

function sharedLastActivity(): number {
  try {
    return Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

function shareActivity(at: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Without storage each tab counts its own activity.
  }
}

/**
 * docs/product.md §4: logs out after 10 minutes without mouse, key, touch or scroll activity in any tab. When
 * the time is up the tab checks the last activity of all tabs, and waits on if there was some.
 */
export function useIdleLogout(onIdle: () => void): void {
  useEffect(() => {
    let lastActivity = Date.now();
    shareActivity(lastActivity);
    let timer: ReturnType<typeof setTimeout>;
    const checkIdle = () => {
      const idleFor = Date.now() - Math.max(lastActivity, sharedLastActivity());
      if (idleFor >= TIMINGS.idleLogoutMs) onIdle();
      else timer = setTimeout(checkIdle, TIMINGS.idleLogoutMs - idleFor);
    };
    timer = setTimeout(checkIdle, TIMINGS.idleLogoutMs);
    const recordActivity = () => {
      const now = Date.now();
      if (now - lastActivity < RECORD_EVERY_MS) return;
      lastActivity = now;
      shareActivity(now);
    };
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, recordActivity, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS)
        window.removeEventListener(event, recordActivity, { capture: true });
    };
  }, [onIdle]);
}
