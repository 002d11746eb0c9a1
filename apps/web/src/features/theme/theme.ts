/**
 * Which theme to show, as pure functions (the browser side is theme-store.ts, and the copy of this
 * rule that runs before the bundle is the inline script in index.html; theme.test.ts keeps them equal).
 */

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** Local-storage key of the user's choice (docs/product.md §3); absent means "follow the system". */
export const THEME_STORAGE_KEY = "theme";

/**
 * Themes forced at load by the page's path: the landing page is light (docs/product.md §2). The inline script
 * paints it before the bundle loads, so the store starts with it too (see theme-store.ts).
 */
export function forcedThemesAtLoad(pathname: string): Theme[] {
  return pathname === "/" ? ["light"] : [];
}

export function parseTheme(value: unknown): Theme | null {
  return THEMES.find((theme) => theme === value) ?? null;
}

/** The server keeps the choice as `dark_mode`. */
export function themeFromDarkMode(darkMode: boolean): Theme {
  return darkMode ? "dark" : "light";
}

export interface ThemeInputs {
  /** The stored choice, or null to follow the system. */
  stored: Theme | null;
  /** Whether `prefers-color-scheme: dark` matches. */
  systemDark: boolean;
  /** Themes forced by the screens shown now, oldest first; the newest wins. */
  forced: readonly Theme[];
}

/** The theme the user wants: their choice, else the system's. */
export function resolveUserTheme({ stored, systemDark }: Omit<ThemeInputs, "forced">): Theme {
  return stored ?? (systemDark ? "dark" : "light");
}

/** The theme to show: a forced one while a screen forces it, else the user's. */
export function resolveTheme(inputs: ThemeInputs): Theme {
  return inputs.forced.at(-1) ?? resolveUserTheme(inputs);
}
