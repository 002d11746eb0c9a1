import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

import type { Theme } from "./theme";
import { forcedThemesAtLoad, parseTheme, resolveTheme, resolveUserTheme, themeFromDarkMode } from "./theme";

describe("parseTheme", () => {
  it("accepts the two themes and nothing else", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("dark")).toBe("dark");
    for (const value of [null, "", "Dark", "system", "true", 1]) expect(parseTheme(value)).toBeNull();
  });
});

describe("themeFromDarkMode", () => {
  it("maps the server's dark_mode flag", () => {
    expect(themeFromDarkMode(true)).toBe("dark");
    expect(themeFromDarkMode(false)).toBe("light");
  });
});

describe("resolveTheme", () => {
  it("follows the system until the user chooses", () => {
    expect(resolveTheme({ stored: null, systemDark: true, forced: [] })).toBe("dark");
    expect(resolveTheme({ stored: null, systemDark: false, forced: [] })).toBe("light");
  });

  it("prefers the user's choice to the system", () => {
    expect(resolveTheme({ stored: "light", systemDark: true, forced: [] })).toBe("light");
    expect(resolveTheme({ stored: "dark", systemDark: false, forced: [] })).toBe("dark");
  });

  it("shows the newest forced theme, while the user's theme stays what they chose", () => {
    const inputs = { stored: "dark", systemDark: true, forced: ["dark", "light"] } as const;
    expect(resolveTheme(inputs)).toBe("light");
    expect(resolveUserTheme(inputs)).toBe("dark");
  });
});

describe("forcedThemesAtLoad", () => {
  it("forces light on the landing page only", () => {
    expect(forcedThemesAtLoad("/")).toEqual(["light"]);
    expect(forcedThemesAtLoad("/dashboard")).toEqual([]);
    expect(forcedThemesAtLoad("/terms")).toEqual([]);
  });
});

describe("the inline script in index.html", () => {
  const html = readFileSync(new URL("../../../index.html", import.meta.url), "utf8");
  const source = /<script data-theme-boot>([\s\S]*?)<\/script>/.exec(html)?.[1];

  /** Runs the script against stand-ins for the browser objects it reads and writes. */
  function runScript(stored: string | null, systemDark: boolean, pathname: string) {
    const classes = new Set<string>();
    const documentElement = {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      style: { colorScheme: "" },
    };
    runInNewContext(source ?? "", {
      localStorage: { getItem: (key: string) => (key === "theme" ? stored : null) },
      matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark }),
      location: { pathname },
      document: { documentElement },
    });
    return { dark: classes.has("dark"), colorScheme: documentElement.style.colorScheme };
  }

  it("exists", () => {
    expect(source).toBeTruthy();
  });

  const cases = ["light", "dark", null, "bogus"].flatMap((stored) =>
    [true, false].flatMap((systemDark) =>
      ["/", "/dashboard", "/settings"].map((pathname) => ({ stored, systemDark, pathname })),
    ),
  );
  it.each(cases)("agrees with resolveTheme for %o", ({ stored, systemDark, pathname }) => {
    const expected: Theme = resolveTheme({
      stored: parseTheme(stored),
      systemDark,
      forced: forcedThemesAtLoad(pathname),
    });
    expect(runScript(stored, systemDark, pathname)).toEqual({
      dark: expected === "dark",
      colorScheme: expected,
    });
  });
});
