import type { User as FirebaseUser } from "firebase/auth";

import type { RouterOutputs } from "@bitelog/api";
import { TIMINGS } from "@bitelog/config";
import { i18n } from "@bitelog/i18n";

import { onAuthError } from "../../lib/auth-failure";
import { firstPaint } from "../../lib/first-paint";
import { currentUserTheme } from "../theme";
import { clearAccountStorage, storeUser } from "./account-storage";

/**
 * The identity provider's SDK and the API client load after the first paint (the landing page
 * needs neither to draw itself); everything here that uses them waits for them.
 */
const loadFirebase = () => Promise.all([import("../../lib/firebase"), import("firebase/auth")]);
const loadApi = () => import("../../lib/trpc");

export type SessionUser = RouterOutputs["auth"]["exchange"];

export type Session =
  | { status: "loading" }
  | { status: "signedOut" }
  | { status: "signedIn"; firebaseUser: FirebaseUser; user: SessionUser; needsToAcceptTOS: boolean };

type Listener = (session: Session) => void;

let session: Session = { status: "loading" };
const listeners = new Set<Listener>();
/** Hooks other features register for sign-in and sign-out (theme, language). */
const signInHooks = new Set<(user: SessionUser) => void>();
const signOutHooks = new Set<() => void>();

function publish(next: Session): void {
  session = next;
  for (const listener of listeners) listener(session);
}

export function getSession(): Session {
  return session;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let sessionWanted: () => void = () => undefined;
/** Resolved by the first wait for a settled session (a guard): the session must start at once. */
const wanted = new Promise<void>((resolve) => (sessionWanted = resolve));

/** Resolves with the first settled session (signed in or out). */
export function settledSession(): Promise<Exclude<Session, { status: "loading" }>> {
  sessionWanted();
  const current = session;
  if (current.status !== "loading") return Promise.resolve(current);
  return new Promise((resolve) => {
    const stop = subscribeSession((next) => {
      if (next.status === "loading") return;
      stop();
      resolve(next);
    });
  });
}

export function onSignIn(hook: (user: SessionUser) => void): () => void {
  signInHooks.add(hook);
  return () => signInHooks.delete(hook);
}

export function onSignOut(hook: () => void): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** The sign-in exchange with a fresh token (spec §4), which also refreshes the stored user. */
async function exchange(firebaseUser: FirebaseUser): Promise<SessionUser> {
  const [idToken, { trpcClient }] = await Promise.all([firebaseUser.getIdToken(true), loadApi()]);
  return trpcClient.auth.exchange.mutate({
    idToken,
    timezone: browserTimeZone(),
    preferred_language: i18n.locale,
    dark_mode: currentUserTheme() === "dark",
  });
}

function signedIn(firebaseUser: FirebaseUser, user: SessionUser): void {
  storeUser(user);
  publish({ status: "signedIn", firebaseUser, user, needsToAcceptTOS: !user.tos_accepted });
  for (const hook of signInHooks) hook(user);
}

function signedOut(): void {
  clearAccountStorage();
  publish({ status: "signedOut" });
  for (const hook of signOutHooks) hook();
}

/** Logout (spec §4): local data cleared, identity provider signed out. */
export async function logout(): Promise<void> {
  const [{ auth }, { signOut }] = await loadFirebase();
  await signOut(auth);
}

/** Re-reads the identity user (e-mail verification) and the server's user (after payment, settings). */
export async function refreshSession(): Promise<Session> {
  const [{ auth }] = await loadFirebase();
  const firebaseUser = auth.currentUser;
  if (!firebaseUser) return session;
  await firebaseUser.reload();
  signedIn(firebaseUser, await exchange(firebaseUser));
  return session;
}

/** Updates the user the session holds after a settings change answered with the new user. */
export function replaceSessionUser(user: SessionUser): void {
  if (session.status === "signedIn") signedIn(session.firebaseUser, user);
}

let refreshTimer: ReturnType<typeof setInterval> | undefined;
/** While set, a sign-in is not taken up as a session (the sign-up signs in and out again at once). */
let held = false;

/** Runs `action` without the sign-ins it causes becoming a session. */
export async function withoutSession<T>(action: () => Promise<T>): Promise<T> {
  held = true;
  try {
    return await action();
  } finally {
    held = false;
  }
}

/**
 * Starts following the identity provider; call once at start-up. The SDK loads after the first
 * paint, or as soon as a guard waits for the session (a page it protects cannot paint before).
 */
export async function startSession(options: {
  onExchangeFailed(error: unknown): void;
  onAuthError(): void;
}): Promise<void> {
  await Promise.race([firstPaint, wanted]);
  let firebase: Awaited<ReturnType<typeof loadFirebase>>;
  try {
    firebase = await loadFirebase();
  } catch (error) {
    // Without the SDK nobody can be signed in: the public pages still work, and say so on use.
    signedOut();
    throw error;
  }
  const [{ auth }, { onAuthStateChanged }] = firebase;
  onAuthStateChanged(auth, (firebaseUser) => {
    clearInterval(refreshTimer);
    if (!firebaseUser) {
      signedOut();
      return;
    }
    if (held) return;
    publish({ status: "loading" });
    exchange(firebaseUser)
      .then((user) => {
        signedIn(firebaseUser, user);
        // Spec §9: a fresh token every 30 minutes while signed in.
        refreshTimer = setInterval(() => void firebaseUser.getIdToken(true), TIMINGS.tokenRefreshIntervalMs);
      })
      .catch((error: unknown) => {
        options.onExchangeFailed(error);
        void logout();
      });
  });
  // Every call in flight can be refused at once: the first refusal tells the person and signs out.
  let signingOut = false;
  onAuthError(() => {
    if (session.status !== "signedIn" || signingOut) return;
    signingOut = true;
    options.onAuthError();
    void logout().finally(() => (signingOut = false));
  });
}
