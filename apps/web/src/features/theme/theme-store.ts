import { createStore, useSelector } from "@tanstack/react-store";
import { useEffect } from "react";

import type { Theme, ThemeInputs } from "./theme";
import {
  forcedThemesAtLoad,
  parseTheme,
  resolveTheme,
  resolveUserTheme,
  THEME_STORAGE_KEY,
  themeFromDarkMode,
} from "./theme";

/**
 * The one theme state of the page, in TanStack Store like the session. It lives outside React so the
 * session code (applyServerTheme, themeStore) and the components (useTheme) share it, and it writes
 * the result to <html>.
 */

export interface ThemeState {
  /** The theme shown now. */
  theme: Theme;
  /** The theme the user wants (their choice or the system's), whatever a screen forces. */
  userTheme: Theme;
}

const media = window.matchMedia("(prefers-color-scheme: dark)");

function readStored(): Theme | null {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null; // Storage can be disabled; the system preference still applies.
  }
}

/**
 * Opened on the landing page, the page was painted light before this code ran. That force lasts
 * until the landing page takes over (useForcedTheme) or the user's theme is known (applyServerTheme,
 * setTheme), so neither the wait for the first screen nor a redirect away from it flashes.
 */
const forcedAtLoad = forcedThemesAtLoad(window.location.pathname);
let loadForceActive = forcedAtLoad.length > 0;

/** What decides the theme. */
const inputs = createStore<ThemeInputs>({
  stored: readStored(),
  systemDark: media.matches,
  forced: forcedAtLoad,
});

/** The theme shown and the user's own, derived from the inputs. */
export const themeStore = createStore<ThemeState>(() => ({
  theme: resolveTheme(inputs.state),
  userTheme: resolveUserTheme(inputs.state),
}));

function writeStored(theme: Theme | null): void {
  inputs.setState((state) => ({ ...state, stored: theme }));
  try {
    if (theme) localStorage.setItem(THEME_STORAGE_KEY, theme);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // The choice then lasts until the page is reloaded.
  }
}

function endLoadForce(): void {
  if (loadForceActive) inputs.setState((state) => ({ ...state, forced: state.forced.slice(1) }));
  loadForceActive = false;
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

media.addEventListener("change", () => inputs.setState((state) => ({ ...state, systemDark: media.matches })));
// Another tab changed the choice: follow it.
window.addEventListener("storage", (event) => {
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
  inputs.setState((state) => ({ ...state, stored: readStored() }));
});
// The inline script in index.html painted already; this corrects it if the rule differs.
let painted = themeStore.state.theme;
paint(painted);
themeStore.subscribe(({ theme }) => {
  if (theme === painted) return;
  painted = theme;
  paint(theme);
});

/** The theme the user wants (their choice, else the system's), whatever a screen forces now. */
export function currentUserTheme(): Theme {
  return themeStore.state.userTheme;
}

/** The user picked a theme: store it and show it (the session saves it to the account). */
export function setTheme(theme: Theme): void {
  endLoadForce();
  writeStored(theme);
}

/** The signed-in user's `dark_mode` from the server (docs/product.md §4): applied and stored. */
export function applyServerTheme(darkMode: boolean): void {
  endLoadForce();
  writeStored(themeFromDarkMode(darkMode));
}

/** Forgets the choice (on logout, docs/product.md §4): the system preference applies again. */
export function resetTheme(): void {
  writeStored(null);
}

/** Shows `theme` until the returned function is called, whatever the user chose. */
export function forceTheme(theme: Theme): () => void {
  endLoadForce();
  inputs.setState((state) => ({ ...state, forced: [...state.forced, theme] }));
  return () =>
    inputs.setState((state) => {
      const forced = [...state.forced];
      forced.splice(forced.lastIndexOf(theme), 1);
      return { ...state, forced };
    });
}

/** The current theme state, re-rendering when it changes; change it with setTheme. */
export function useTheme(): ThemeState & { setTheme: (theme: Theme) => void } {
  return { ...useSelector(themeStore), setTheme };
}

/** Forces `theme` while the calling component is mounted (the landing page forces light). */
export function useForcedTheme(theme: Theme): void {
  useEffect(() => forceTheme(theme), [theme]);
}
