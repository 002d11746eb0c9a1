import { describe, expect, it } from "vitest";

import { formatVisitDate, mapsSearchUrl, todayIn } from "./format";

describe("formatVisitDate", () => {
  it("writes the day in the reader's language without shifting it", () => {
    expect(formatVisitDate("2025-10-27", "en")).toBe("October 27, 2025");
    expect(formatVisitDate("2025-10-27", "de")).toBe("27. Oktober 2025");
    expect(formatVisitDate("2025-01-01", "fr")).toBe("1 janvier 2025");
  });
});

describe("todayIn", () => {
  it("is the calendar day of the time zone", () => {
    const instant = new Date("2025-03-01T02:30:00Z");
    expect(todayIn("UTC", instant)).toBe("2025-03-01");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2025-02-28");
    expect(todayIn("Asia/Tokyo", instant)).toBe("2025-03-01");
  });
});

describe("mapsSearchUrl", () => {
  it("encodes the address", () => {
    expect(mapsSearchUrl("12 Rue de l'Église, Paris")).toBe(
      "https://www.google.com/maps/search/?api=1&query=12%20Rue%20de%20l'%C3%89glise%2C%20Paris",
    );
  });
});
