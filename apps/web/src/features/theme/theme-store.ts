import { useEffect, useSyncExternalStore } from "react";

import type { Theme } from "./theme";
import {
  forcedThemesAtLoad,
  parseTheme,
  resolveTheme,
  resolveUserTheme,
  THEME_STORAGE_KEY,
  themeFromDarkMode,
} from "./theme";

/**
 * The one theme state of the page. It lives outside React so the session code (applyServerTheme,
 * onThemeChange) and the components (useTheme) share it, and it writes the result to <html>.
 */

export interface ThemeState {
  /** The theme shown now. */
  theme: Theme;
  /** The theme the user wants (their choice or the system's), whatever a screen forces. */
  userTheme: Theme;
}

const media = window.matchMedia("(prefers-color-scheme: dark)");
let stored = readStored();
/**
 * Opened on the landing page, the page was painted light before this code ran. That force lasts
 * until the landing page takes over (useForcedTheme) or the user's theme is known (applyServerTheme,
 * setTheme), so neither the wait for the first screen nor a redirect away from it flashes.
 */
const forced: Theme[] = forcedThemesAtLoad(window.location.pathname);
let loadForceActive = forced.length > 0;
let state = computeState();
const subscribers = new Set<() => void>();
const changeListeners = new Set<(theme: Theme) => void>();

function readStored(): Theme | null {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null; // Storage can be disabled; the system preference still applies.
  }
}

function writeStored(theme: Theme | null): void {
  stored = theme;
  try {
    if (theme) localStorage.setItem(THEME_STORAGE_KEY, theme);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // The choice then lasts until the page is reloaded.
  }
}

function endLoadForce(): void {
  if (loadForceActive) forced.shift();
  loadForceActive = false;
}

function computeState(): ThemeState {
  const inputs = { stored, systemDark: media.matches, forced };
  return { theme: resolveTheme(inputs), userTheme: resolveUserTheme(inputs) };
}

function update(): void {
  const next = computeState();
  if (next.theme !== state.theme) paint(next.theme);
  if (next.theme !== state.theme || next.userTheme !== state.userTheme) {
    state = next;
    subscribers.forEach((notify) => notify());
  }
}

function paint(theme: Theme): void {
  const root = document.documentElement;
  // Without this, every element with a colour transition would fade between the themes separately.
  const freeze = document.createElement("style");
  freeze.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.append(freeze);
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  window.getComputedStyle(document.body); // Applies the new colours now, while transitions are off.
  setTimeout(() => freeze.remove(), 1);
}

media.addEventListener("change", update);
// Another tab changed the choice: follow it (that tab already told the server).
window.addEventListener("storage", (event) => {
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
  stored = readStored();
  update();
});
// The inline script in index.html painted already; this corrects it if the rule differs.
paint(state.theme);

/** The theme the user wants (their choice, else the system's), whatever a screen forces now. */
export function currentUserTheme(): Theme {
  return state.userTheme;
}

/** The user picked a theme: store it, show it, and tell the onThemeChange listeners. */
export function setTheme(theme: Theme): void {
  endLoadForce();
  writeStored(theme);
  update();
  changeListeners.forEach((listener) => listener(theme));
}

/** The signed-in user's `dark_mode` from the server (spec §4): applied and stored, not echoed back. */
export function applyServerTheme(darkMode: boolean): void {
  endLoadForce();
  writeStored(themeFromDarkMode(darkMode));
  update();
}

/** Forgets the choice (on logout, spec §4): the system preference applies again. */
export function resetTheme(): void {
  writeStored(null);
  update();
}

/** Calls `listener` after each choice made through setTheme (the toggle), e.g. to save `dark_mode`. */
export function onThemeChange(listener: (theme: Theme) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Shows `theme` until the returned function is called, whatever the user chose. */
export function forceTheme(theme: Theme): () => void {
  endLoadForce();
  forced.push(theme);
  update();
  return () => {
    forced.splice(forced.lastIndexOf(theme), 1);
    update();
  };
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** The current theme state, re-rendering when it changes; change it with setTheme. */
export function useTheme(): ThemeState & { setTheme: (theme: Theme) => void } {
  return { ...useSyncExternalStore(subscribe, () => state), setTheme };
}

/** Forces `theme` while the calling component is mounted (the landing page forces light). */
export function useForcedTheme(theme: Theme): void {
  useEffect(() => forceTheme(theme), [theme]);
}
