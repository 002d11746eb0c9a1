import { t } from "@lingui/core/macro";
import { useEffect } from "react";

import { firstPaint } from "../../lib/first-paint";
import { toast } from "../shell/toaster";

/** Says that a new version is ready, in the language of the moment it is. */
function offerUpdate(reload: () => void): void {
  toast.info(t({ id: "offline.updateAvailable", message: "A new version is available." }), {
    id: "app-update",
    duration: Number.POSITIVE_INFINITY,
    action: { label: t({ id: "offline.reload", message: "Reload" }), onClick: reload },
  });
}

/**
 * Installs the app's service worker once the first paint is done, and offers a new version
 * instead of swapping the code under the person: it starts on Reload.
 */
export function AppUpdatePrompt() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    void firstPaint
      .then(() => import("./register-app-worker"))
      .then(({ registerAppWorker }) => registerAppWorker(offerUpdate));
  }, []);
  return null;
}
