import { describe, expect, it } from "vitest";

import { formulaSafe, fromFormulaSafe } from "./csv-cells";
import { readCsv } from "./formats/csv-columns";

const FORMULA_STARTS = ["=", "+", "-", "@", "\t", "\r", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"];

describe("CSV cells", () => {
  it("writes every formula-like text behind a quote, and nothing else", () => {
    for (const start of FORMULA_STARTS) {
      expect(formulaSafe(`${start}HYPERLINK("http://x")`)).toBe(`'${start}HYPERLINK("http://x")`);
    }
    for (const text of ["Café", "", "'", "'quoted", "a=b", " =1", "2024-01-01", "O'Hara"]) {
      expect(formulaSafe(text)).toBe(text);
    }
  });

  it("reads back every text as it was, those starting with quotes too", () => {
    const texts = [
      ...FORMULA_STARTS.flatMap((start) => [start, `${start}1+1`, `'${start}1`, `''${start}x`]),
      "'",
      "''",
      "'quoted",
      "''twice",
      "plain",
      "",
    ];
    for (const text of texts) expect(fromFormulaSafe(formulaSafe(text)), JSON.stringify(text)).toBe(text);
  });

  it("takes a spreadsheet's own quote off a formula-like cell when importing, and leaves other quotes", async () => {
    const csv = "name,date,comment\n'=SUM(A1:A2),2024-01-01,'-- not a formula\n'Quoted',2024-01-02,''@x\n";
    expect(
      (await readCsv(csv, { language: "en" }, 10)).candidates.map((candidate) => candidate.fields),
    ).toEqual([
      { restaurantName: "=SUM(A1:A2)", visitDate: "2024-01-01", comment: "-- not a formula" },
      { restaurantName: "'Quoted'", visitDate: "2024-01-02", comment: "'@x" },
    ]);
  });
});
