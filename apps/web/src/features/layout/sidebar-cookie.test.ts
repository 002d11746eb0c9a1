import { describe, expect, it } from "vitest";

import { readSidebarOpen, sidebarCookie } from "./sidebar-cookie";

describe("readSidebarOpen", () => {
  it("is open when nothing is remembered", () => {
    expect(readSidebarOpen("")).toBe(true);
    expect(readSidebarOpen("bitelog-language=fr")).toBe(true);
  });

  it("reads the remembered state among other cookies", () => {
    expect(readSidebarOpen("bitelog-language=fr; sidebar_state=false")).toBe(false);
    expect(readSidebarOpen("sidebar_state=true; bitelog-language=fr")).toBe(true);
  });

  it("ignores cookies whose names merely end the same way", () => {
    expect(readSidebarOpen("old_sidebar_state=false")).toBe(true);
  });
});

describe("sidebarCookie", () => {
  it("remembers the state for 7 days on the whole site", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800; samesite=lax");
    expect(readSidebarOpen(sidebarCookie(false).split(";")[0] ?? "")).toBe(false);
  });
});
