import type { AnyRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";

let painted = false;
let resolvePainted: () => void = () => undefined;

/**
 * Resolves once the browser has painted the first screen the router rendered. What that screen
 * does not need (the identity provider's SDK, the toaster, pictures below the fold) waits for it,
 * so that on a slow phone it neither takes the network from the screen's own files nor the main
 * thread from its rendering.
 */
export const firstPaint = new Promise<void>((resolve) => (resolvePainted = resolve)).then(() => {
  painted = true;
});

/** Resolves `firstPaint` after the router's first rendered screen; call once, before rendering. */
export function watchFirstPaint(router: AnyRouter): void {
  const stop = router.subscribe("onRendered", () => {
    stop();
    whenOnScreen(resolvePainted);
  });
}

/**
 * Calls `done` once the frame being rendered now is on screen: when the browser reports the largest
 * paint in it (Chromium and Firefox do, once the frame is presented). A screen may hold nothing
 * larger than the one before it, and then no paint is reported; nor do some browsers report paints:
 * half a second, or two frames, stand in.
 */
function whenOnScreen(done: () => void): void {
  const since = performance.now();
  let called = false;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (called) return;
    called = true;
    observer?.disconnect();
    setTimeout(done, 0);
  };
  if (PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(finish, 500);
  } else {
    requestAnimationFrame(() => requestAnimationFrame(finish));
  }
}

/**
 * The page came as HTML the build prerendered (main.tsx hydrates it): its first screen was painted
 * before any script ran, and the first render must be the one the HTML was made from.
 */
export function markPaintedByHtml(): void {
  painted = true;
}

/** False until the first screen is painted (true from then on, also in screens rendered later). */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (!done) void firstPaint.then(() => setDone(true));
  }, [done]);
  return done;
}
