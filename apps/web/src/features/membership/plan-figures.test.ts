import { describe, expect, it } from "vitest";

import { formatUsd, planFigures, planPrice } from "./plan-figures";

describe("formatUsd", () => {
  it("shows cents only when there are some", () => {
    expect(formatUsd(399, "en")).toBe("$3.99");
    expect(formatUsd(4000, "en")).toBe("$40");
  });

  it("follows the language's way of writing money", () => {
    // Intl separates the amount and the sign with a no-break space (U+00A0).
    expect(formatUsd(399, "de")).toBe("3,99\u00a0$");
    expect(formatUsd(4000, "pt")).toBe("US$\u00a040");
  });
});

describe("planFigures", () => {
  it("quotes the product's prices and the plan limits", () => {
    expect(planFigures("en")).toEqual({
      monthlyPrice: "$3.99",
      yearlyPrice: "$40",
      yearlyPerMonth: "$3.33",
      yearlySaving: "17%",
      freeEntries: "50",
      freePhotos: "3",
      memberPhotos: "10",
    });
  });
});

describe("planPrice", () => {
  it("quotes one period of the member plan in the reader's language", () => {
    expect(planPrice("month", "en")).toBe("$3.99");
    expect(planPrice("year", "en")).toBe("$40");
    expect(planPrice("month", "fr")).toBe("3,99\u00a0$US");
  });
});
