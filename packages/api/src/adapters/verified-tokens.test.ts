import { describe, expect, it } from "vitest";

import { createVerifiedTokens } from "./verified-tokens";

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
