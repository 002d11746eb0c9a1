import { describe, expect, it } from "vitest";

import { localityOf } from "./locality";

describe("localityOf", () => {
  it.each([
    ["12 Rue Cler, 75007 Paris, France", "Paris"],
    ["1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA", "Mountain View"],
    ["Via Roma, 1, 00184 Roma RM, Italy", "Roma"],
    ["10 Downing St, London SW1A 2AA, UK", "London"],
    ["Rua Augusta 100, 1100-053 Lisboa, Portugal", "Lisboa"],
    ["Via Roma 1, Roma, Lazio, Italia", "Roma"],
    ["5 Via Appia, Rome", "Rome"],
  ])("finds the town of %s", (address, town) => {
    expect(localityOf(address)).toBe(town);
  });

  it.each([null, "", "12 Main Street", "12 Main Street, 94704"])("has none for %s", (address) => {
    expect(localityOf(address)).toBeNull();
  });
});
