import { registerSW } from "virtual:pwa-register";

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The page's worker once there is one (the first takes the open page as it activates). */
function controller(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), {
      once: true,
    }),
  );
}

/**
 * Registers the service worker (see vite.config.ts). A new version installs beside the running one
 * and waits: `onUpdate` gets the function that switches to it and reloads the page.
 */
export function registerAppWorker(onUpdate: (reload: () => void) => void): void {
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
      // The deployment's settings were read before any worker ran: read again through it, so that
      // the app finds them when it next opens offline.
      void controller().then(() => fetch("/runtime-config.js").catch(() => undefined));
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}
