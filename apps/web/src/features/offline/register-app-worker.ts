import { registerSW } from "virtual:pwa-register";

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (see vite.config.ts). A new version installs beside the running one
 * and waits: `onUpdate` gets the function that switches to it and reloads the page.
 */
export function registerAppWorker(onUpdate: (reload: () => void) => void): void {
  // A page opened before any worker ran read the deployment's settings around it: once the first
  // worker takes the page, read them again through it, so that the app finds them when it next
  // opens offline. Pages opened under the worker read them through it already.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () => void fetch("/runtime-config.js").catch(() => undefined),
      { once: true },
    );
  }
  const update = registerSW({
    onNeedRefresh: () =>
      onUpdate(() => {
        // vite-plugin-pwa reloads by itself only on pages that opened under a worker already.
        navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
          once: true,
        });
        void update(true);
      }),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}
