import { describe, expect, it } from "vitest";

import { formatReleaseDate } from "./release-date";

describe("formatReleaseDate", () => {
  it("writes the day in the language's own way", () => {
    expect(formatReleaseDate("2025-10-27", "en")).toBe("October 27, 2025");
    expect(formatReleaseDate("2025-10-27", "de")).toBe("27. Oktober 2025");
    expect(formatReleaseDate("2025-10-27", "fr")).toBe("27 octobre 2025");
  });
});
