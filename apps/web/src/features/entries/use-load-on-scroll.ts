import type { RefObject } from "react";
import { useEffect, useEffectEvent, useRef } from "react";

/** How far below the screen the end of a list starts loading its next page: one screen's height. */
const AHEAD = "0px 0px 100% 0px";

/**
 * Calls `onNear` when the element the returned ref holds comes within a screen of view while
 * `active`, so that a list's next page is there before the reader reaches its end. Each time it
 * becomes active again (the page has come), a list still too short to reach past the screen loads
 * the next one too.
 */
export function useLoadOnScroll(active: boolean, onNear: () => void): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const near = useEffectEvent(onNear);
  useEffect(() => {
    const target = ref.current;
    if (!active || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
