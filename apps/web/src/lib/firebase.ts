import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth } from "firebase/auth";

import { TIMINGS } from "@bitelog/config";

import { runtimeConfig } from "./runtime-config";

const { authEmulatorPort, ...firebaseOptions } = runtimeConfig.firebase;

export const firebaseApp = initializeApp(firebaseOptions);
// With the popup/redirect resolver, as getAuth() sets it up: it finishes a redirect sign-in while
// starting, before the first auth state is reported (the app loads this after its first paint).
export const auth = getAuth(firebaseApp);

if (authEmulatorPort !== null) {
  // Same host name as the page: the emulator's sign-in iframe needs to be same-site (see STACK-NOTES).
  connectAuthEmulator(auth, `http://${window.location.hostname}:${authEmulatorPort}`, {
    disableWarnings: true,
  });
}

let refreshNextToken = false;

/** After the server refused a token: the next call gets a freshly issued one (docs/product.md §8). */
export function refreshTokenOnNextCall(): void {
  refreshNextToken = true;
}

/**
 * The signed-in user's ID token, renewed when it expires within 5 minutes (docs/product.md §4) or after a
 * refusal; null when signed out.
 */
export async function currentIdToken(): Promise<string | null> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  const force = refreshNextToken;
  refreshNextToken = false;
  if (!force) {
    const { token, expirationTime } = await user.getIdTokenResult();
    if (Date.parse(expirationTime) - Date.now() > TIMINGS.tokenNearExpiryMs) return token;
  }
  return user.getIdToken(true);
}
