import { describe, expect, it } from "vitest";

import { dayIn } from "./dates";

describe("dayIn", () => {
  const instant = new Date("2024-03-02T04:30:00Z");

  it("answers the day in each zone, the same zone asked again giving the same answer", () => {
    expect(dayIn(instant, "America/Los_Angeles")).toBe("2024-03-01");
    expect(dayIn(instant, "Asia/Tokyo")).toBe("2024-03-02");
    expect(dayIn(new Date("2024-03-02T20:00:00Z"), "America/Los_Angeles")).toBe("2024-03-02");
  });

  it("falls back to UTC for a missing or unknown zone, and to null for an invalid instant", () => {
    expect(dayIn(new Date("2024-03-01T23:30:00Z"), null)).toBe("2024-03-01");
    expect(dayIn(instant, "Not/AZone")).toBe("2024-03-02");
    expect(dayIn(new Date("nope"), "UTC")).toBeNull();
  });
});
