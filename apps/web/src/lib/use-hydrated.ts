import { useSyncExternalStore } from "react";

const noChange = () => () => undefined;

/**
 * False while React renders the page's HTML (the build's prerender) or hydrates it, true in every
 * render after that, and from the start where nothing was prerendered: what depends on the device
 * (its width, its theme) waits for it, so that the first render is the one the HTML was made from.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
