import type { SessionUser } from "./session-store";

/** docs/product.md §3: the signed-in user is kept in local storage under "user" and cleared at sign-out. */
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

/** The user stored at the last sign-in exchange, if it is the identity provider's `firebaseUid`'s. */
export function storedUserFor(firebaseUid: string): SessionUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? "null") as SessionUser | null;
    return user?.firebaseUid === firebaseUid ? user : null;
  } catch {
    return null;
  }
}

/** Whether someone was signed in on this browser when it was last used (before the SDK can tell). */
export function hadStoredUser(): boolean {
  try {
    return localStorage.getItem(USER_KEY) !== null;
  } catch {
    return true;
  }
}

export function clearAccountStorage(): void {
  safely(() => localStorage.removeItem(USER_KEY));
}
