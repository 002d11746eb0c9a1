import type { SessionUser } from "./session-store";

/** Spec §3: the signed-in user is kept in local storage under "user" and cleared at sign-out. */
const USER_KEY = "user";

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Storage can be unavailable (private mode, quota); the session still works in memory.
  }
}

export function storeUser(user: SessionUser): void {
  safely(() => localStorage.setItem(USER_KEY, JSON.stringify(user)));
}

export function clearAccountStorage(): void {
  safely(() => localStorage.removeItem(USER_KEY));
}
