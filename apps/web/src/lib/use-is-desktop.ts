import { useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint: from here the sidebar is fixed, below it the menu slides in. */
const desktop = window.matchMedia("(min-width: 1024px)");

function subscribe(notify: () => void): () => void {
  desktop.addEventListener("change", notify);
  return () => desktop.removeEventListener("change", notify);
}

/** Whether the window is at least 1024 px wide; one layout is rendered, not both hidden by CSS. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, () => desktop.matches);
}
