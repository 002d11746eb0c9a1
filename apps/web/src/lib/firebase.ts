import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth } from "firebase/auth";

import { runtimeConfig } from "./runtime-config";

const { authEmulatorPort, ...firebaseOptions } = runtimeConfig.firebase;

export const firebaseApp = initializeApp(firebaseOptions);
export const auth = getAuth(firebaseApp);

if (authEmulatorPort !== null) {
  // Same host name as the page: the emulator's sign-in iframe needs to be same-site (see STACK-NOTES).
  connectAuthEmulator(auth, `http://${window.location.hostname}:${authEmulatorPort}`, {
    disableWarnings: true,
  });
}

/** The signed-in user's ID token, refreshed by the SDK when it nears expiry; null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  await auth.authStateReady();
  return (await auth.currentUser?.getIdToken()) ?? null;
}
