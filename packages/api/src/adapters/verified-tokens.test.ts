import { describe, expect, it } from "vitest";

import { createVerifiedTokens, TRUSTED_FOR_MS } from "./verified-tokens";

const identity = (uid: string) => ({
  uid,
  email: `${uid}@example.com`,
  emailVerified: true,
  name: null,
  signInProvider: "password",
});

describe("verified tokens", () => {
  it("answers a token until it expires, and forgets a deleted user's tokens", () => {
    let now = 1_000;
    const tokens = createVerifiedTokens(() => now);
    tokens.add("token-a", identity("a"), 2_000);
    tokens.add("token-b", identity("b"), 5_000);
    expect(tokens.get("token-a")).toEqual(identity("a"));
    expect(tokens.get("unknown")).toBeUndefined();

    now = 2_000;
    expect(tokens.get("token-a")).toBeUndefined();
    expect(tokens.get("token-b")).toEqual(identity("b"));

    tokens.forgetUser("b");
    expect(tokens.get("token-b")).toBeUndefined();
  });
});

describe("verified tokens taken on trust", () => {
  it("are asked about again after TRUSTED_FOR_MS, however long the token lives", () => {
    let now = 0;
    const tokens = createVerifiedTokens(() => now);
    tokens.add("token", identity("a"), 60 * 60_000);
    now = TRUSTED_FOR_MS - 1;
    expect(tokens.get("token")).toEqual(identity("a"));
    now = TRUSTED_FOR_MS;
    expect(tokens.get("token")).toBeUndefined();
  });
});
