import type { AuthProvider } from "firebase/auth";
import { FacebookAuthProvider, GoogleAuthProvider, signInWithPopup, signInWithRedirect } from "firebase/auth";

import { LANGUAGE_STORAGE_KEY } from "@bitelog/config";

import { auth } from "../../lib/firebase";
import { authErrorCode } from "./auth-error-code";

export type SocialProvider = "google" | "facebook";

/** docs/product.md §3: where to return after a redirect sign-in, and the preferences to restore then. */
const REDIRECT_URL_KEY = "bitelog-auth-redirect-url";
const AUTH_PREFERENCES_KEY = "bitelog-auth-preferences";
/** The route that reads the redirect result (docs/product.md §2). */
export const REDIRECT_HANDLER_PATH = "/__/auth/handler";

function providerFor(name: SocialProvider): AuthProvider {
  return name === "google" ? new GoogleAuthProvider() : new FacebookAuthProvider();
}

interface AuthPreferences {
  language: string | null;
  theme: string | null;
}

/**
 * Signs in through the provider's popup; when the browser blocks popups, falls back to a full-page
 * redirect that comes back to the handler route, remembering where the user was and their
 * preferences. Resolves "redirecting" when the page is about to leave.
 */
export async function signInWithProvider(name: SocialProvider): Promise<"signed-in" | "redirecting"> {
  const provider = providerFor(name);
  try {
    await signInWithPopup(auth, provider);
    return "signed-in";
  } catch (error) {
    if (authErrorCode(error) !== "popup-blocked") throw error;
    const preferences: AuthPreferences = {
      language: localStorage.getItem(LANGUAGE_STORAGE_KEY),
      theme: localStorage.getItem("theme"),
    };
    localStorage.setItem(REDIRECT_URL_KEY, window.location.pathname + window.location.search);
    localStorage.setItem(AUTH_PREFERENCES_KEY, JSON.stringify(preferences));
    // The provider sends the browser back to the page that started the redirect: make that the handler.
    window.history.replaceState(null, "", REDIRECT_HANDLER_PATH);
    await signInWithRedirect(auth, provider);
    return "redirecting";
  }
}

/** What the redirect flow remembered, consumed once by the handler route. */
export function takeRedirectState(): { returnTo: string | null; preferences: AuthPreferences | null } {
  const returnTo = localStorage.getItem(REDIRECT_URL_KEY);
  const stored = localStorage.getItem(AUTH_PREFERENCES_KEY);
  localStorage.removeItem(REDIRECT_URL_KEY);
  localStorage.removeItem(AUTH_PREFERENCES_KEY);
  return { returnTo, preferences: parsePreferences(stored) };
}

function parsePreferences(stored: string | null): AuthPreferences | null {
  if (!stored) return null;
  try {
    return JSON.parse(stored) as AuthPreferences;
  } catch {
    return null;
  }
}
