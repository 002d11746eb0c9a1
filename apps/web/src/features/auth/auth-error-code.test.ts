import { FirebaseError } from "firebase/app";
import { describe, expect, it } from "vitest";

import { authErrorCode } from "./auth-error-code";

describe("authErrorCode", () => {
  it("reads the code of the SDK's errors without the auth/ prefix", () => {
    expect(authErrorCode(new FirebaseError("auth/wrong-password", "Firebase: Error"))).toBe("wrong-password");
    expect(authErrorCode(new FirebaseError("storage/unknown", "Firebase: Error"))).toBe("storage/unknown");
  });

  it("answers null for anything else", () => {
    expect(authErrorCode(new Error("auth/wrong-password"))).toBeNull();
    expect(authErrorCode({ name: "FirebaseError", code: "auth/x" })).toBeNull();
    expect(authErrorCode("auth/x")).toBeNull();
  });
});
