import type { User as FirebaseUser } from "firebase/auth";
import { useEffect, useEffectEvent } from "react";

import { TIMINGS } from "@bitelog/config";

/** Read through a call: `reload()` changes the flag that the effect's first check narrowed. */
function isVerified(user: FirebaseUser): boolean {
  return user.emailVerified;
}

/**
 * Notices a verification made in another tab or on another device: the identity user is read again
 * when the page gets focus or becomes visible, and every few seconds while it is visible. Only the
 * identity provider is asked; `onVerified` runs once, when it says the address is verified.
 */
export function useVerificationWatch(firebaseUser: FirebaseUser | null, onVerified: () => void): void {
  const verified = useEffectEvent(onVerified);
  useEffect(() => {
    if (!firebaseUser || firebaseUser.emailVerified) return;
    const stop = new AbortController();
    const look = async () => {
      if (document.visibilityState !== "visible") return;
      // Offline or throttled counts as not yet: the next look tries again, and the button still works.
      const nowVerified = await firebaseUser.reload().then(
        () => isVerified(firebaseUser),
        () => false,
      );
      if (!nowVerified || stop.signal.aborted) return;
      stop.abort();
      verified();
    };
    const lookNow = () => void look();
    const timer = setInterval(lookNow, TIMINGS.verificationCheckMs);
    window.addEventListener("focus", lookNow);
    document.addEventListener("visibilitychange", lookNow);
    return () => {
      stop.abort();
      clearInterval(timer);
      window.removeEventListener("focus", lookNow);
      document.removeEventListener("visibilitychange", lookNow);
    };
  }, [firebaseUser]);
}
