import { describe, expect, it } from "vitest";

import { isLocalEntryId, newLocalEntryId } from "./local-id";

describe("local ids", () => {
  it("tells an entry made on this device from one the server made", () => {
    expect(isLocalEntryId(newLocalEntryId())).toBe(true);
    expect(isLocalEntryId("0b8c1f8e-5f0a-4c57-9d8e-3c1f2a9b7e10")).toBe(false);
  });
});
