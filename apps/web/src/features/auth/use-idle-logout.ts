import { useEffect } from "react";

import { TIMINGS } from "@bitelog/config";

const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "touchstart", "scroll", "wheel"] as const;

/** Spec §4: logs out after 10 minutes without mouse, key, touch or scroll activity. */
export function useIdleLogout(onIdle: () => void): void {
  useEffect(() => {
    let timer = setTimeout(onIdle, TIMINGS.idleLogoutMs);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, TIMINGS.idleLogoutMs);
    };
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, restart, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restart, { capture: true });
    };
  }, [onIdle]);
}
