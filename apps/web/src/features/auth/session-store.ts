import type { User as FirebaseUser } from "firebase/auth";
import { createStore } from "@tanstack/react-store";

import type { RouterOutputs } from "@bitelog/api";
import { PHOTO_ACCESS, TIMINGS } from "@bitelog/config";
import { i18n } from "@bitelog/i18n";

import type { SignOutReason } from "./sign-out-elsewhere";
import { onAuthRefused } from "../../lib/auth-refused";
import { firstPaint } from "../../lib/first-paint";
import { currentUserTheme } from "../theme";
import { clearAccountStorage, hadStoredUser, storedUserFor, storeUser } from "./account-storage";
import { exchangeMayRecover, exchangeRetryDelayMs } from "./exchange-retry";
import { announceSignOut } from "./sign-out-elsewhere";

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

/**
 * The one session of the page (TanStack Store, as the router's own state): the router context
 * carries it to the guards, components read it with useSession, and the app reacts to its changes
 * by subscribing (start-session.ts).
 */
export const sessionStore = createStore<Session>({ status: "loading" });
export type SessionStore = typeof sessionStore;

let sessionWanted: () => void = () => undefined;
/** Resolved by the first wait for a settled session (a guard): the session must start at once. */
const wanted = new Promise<void>((resolve) => (sessionWanted = resolve));

/** Resolves with the first settled session (signed in or out). */
export function settledSession(
  store: SessionStore = sessionStore,
): Promise<Exclude<Session, { status: "loading" }>> {
  sessionWanted();
  const current = store.state;
  if (current.status !== "loading") return Promise.resolve(current);
  return new Promise((resolve) => {
    const subscription = store.subscribe((next) => {
      if (next.status === "loading") return;
      subscription.unsubscribe();
      resolve(next);
    });
  });
}

function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** The sign-in exchange with a fresh token (docs/product.md §4), which also refreshes the stored user. */
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
  sessionStore.setState(() => ({
    status: "signedIn",
    firebaseUser,
    user,
    needsToAcceptTOS: !user.tos_accepted,
  }));
}

/**
 * `clearDevice`: the account's data on this device goes too (docs/product.md §4: logout clears local data).
 */
function signedOut({ clearDevice = true } = {}): void {
  if (clearDevice) {
    // With what was kept for offline use.
    if (hadStoredUser()) void import("../offline/forget-device-data").then((m) => m.forgetDeviceData());
    clearAccountStorage();
  }
  sessionStore.setState(() => ({ status: "signedOut" }));
}

/** While a logout runs: a call refused meanwhile is no reason to sign out again. */
let signingOut = false;

/**
 * The photo tokens handed out so far stop opening photos on every server copy (issue 30). Offline,
 * or when the server does not answer in time, the logout goes on: they end within their hour.
 */
async function endPhotoAccess(): Promise<void> {
  if (sessionStore.state.status !== "signedIn") return;
  const { trpcClient } = await loadApi();
  await trpcClient.photos.endAccess
    .mutate(undefined, { signal: AbortSignal.timeout(PHOTO_ACCESS.endTimeoutMs) })
    .catch(() => undefined);
}

/**
 * Logout (docs/product.md §4): photo tokens ended on the server, local data cleared, identity provider signed
 * out, the other tabs told why.
 */
export async function logout(reason: SignOutReason = "logout"): Promise<void> {
  announceSignOut(reason);
  signingOut = true;
  try {
    await endPhotoAccess();
    const [{ auth }, { signOut }] = await loadFirebase();
    await signOut(auth);
  } finally {
    signingOut = false;
  }
}

/** Re-reads the identity user (e-mail verification) and the server's user (after payment, settings). */
export async function refreshSession(): Promise<Session> {
  const [{ auth }] = await loadFirebase();
  const firebaseUser = auth.currentUser;
  if (!firebaseUser) return sessionStore.state;
  await firebaseUser.reload();
  signedIn(firebaseUser, await exchange(firebaseUser));
  return sessionStore.state;
}

/** Updates the user the session holds after a settings change answered with the new user. */
export function replaceSessionUser(user: SessionUser): void {
  const session = sessionStore.state;
  if (session.status === "signedIn") signedIn(session.firebaseUser, user);
}

let refreshTimer: ReturnType<typeof setInterval> | undefined;
/**
 * Counts the identity provider's reports. An exchange answers for the report that began it: once
 * another came (a sign-out in another tab while this one's exchange ran), its answer is dropped,
 * or it would sign in again a tab that was just signed out.
 */
let authReports = 0;
/** While set, a sign-in is not taken up as a session (the sign-up signs in and out again at once). */
let held = false;
/** Tells the person why they are signed out after an authentication error (set by startSession). */
let explainAuthError: () => void = () => undefined;

/**
 * A call refused even with a fresh token (docs/product.md §8): the person is told and signed out, once, since
 * every call in flight can be refused at the same time.
 */
function authErrorOccurred(): void {
  if (sessionStore.state.status !== "signedIn" || signingOut) return;
  explainAuthError();
  void logout();
}
onAuthRefused(authErrorOccurred);

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
  explainAuthError = () => options.onAuthError();
  await Promise.race([firstPaint, wanted]);
  let firebase: Awaited<ReturnType<typeof loadFirebase>>;
  try {
    firebase = await loadFirebase();
  } catch (error) {
    // Without the SDK nobody can be signed in: the public pages still work, and say so on use. What
    // the device keeps of the account stays: a script that failed to load signed nobody out.
    signedOut({ clearDevice: false });
    throw error;
  }
  const [{ auth }, { onAuthStateChanged }] = firebase;
  onAuthStateChanged(auth, (firebaseUser) => {
    const report = ++authReports;
    const superseded = () => report !== authReports;
    clearInterval(refreshTimer);
    if (!firebaseUser) {
      signedOut();
      return;
    }
    if (held) return;
    // The account as this device last saw it, at once: the app's shell and the journal kept here
    // paint while the exchange runs (issue 36); the exchange then confirms it, or signs out.
    const stored = storedUserFor(firebaseUser.uid);
    if (stored) signedIn(firebaseUser, stored);
    else sessionStore.setState(() => ({ status: "loading" }));
    const startExchange = () =>
      exchange(firebaseUser)
        .then((user) => {
          if (superseded()) return;
          signedIn(firebaseUser, user);
          // docs/product.md §9: a fresh token every 30 minutes while signed in.
          refreshTimer = setInterval(
            () => void firebaseUser.getIdToken(true).catch(() => undefined),
            TIMINGS.tokenRefreshIntervalMs,
          );
        })
        .catch((error: unknown) => {
          if (superseded()) return;
          // Offline (an expired token cannot be refreshed then), the server failing or busy:
          // the account as this device last saw it, with its journal kept here. The exchange, and a
          // sign-in if it is refused, wait for the connection, or are tried again a little later.
          if (stored && exchangeMayRecover(error)) {
            const retry = () => {
              const now = sessionStore.state;
              if (now.status === "signedIn" && now.firebaseUser === firebaseUser) void startExchange();
            };
            if (navigator.onLine) setTimeout(retry, exchangeRetryDelayMs(error));
            else window.addEventListener("online", retry, { once: true });
            return;
          }
          options.onExchangeFailed(error);
          void logout();
        });
    void startExchange();
  });
}
