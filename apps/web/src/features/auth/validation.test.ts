import { describe, expect, it } from "vitest";

import { checkCredentials, checkNewPassword, checkResetRequest } from "./validation";

describe("checkCredentials", () => {
  it("requires both fields", () => {
    expect(checkCredentials("login", { email: " ", password: "" })).toEqual({
      email: "required",
      password: "required",
    });
  });

  it("asks for 8 characters at sign-up only", () => {
    expect(checkCredentials("signup", { email: "a@b.c", password: "1234567" })).toEqual({
      password: "passwordTooShort",
    });
    expect(checkCredentials("signup", { email: "a@b.c", password: "12345678" })).toEqual({});
    expect(checkCredentials("login", { email: "a@b.c", password: "1" })).toEqual({});
  });
});

describe("checkResetRequest", () => {
  it("needs an address", () => {
    expect(checkResetRequest("")).toBe("emailRequired");
    expect(checkResetRequest("a@b.c")).toBeUndefined();
  });
});

describe("checkNewPassword", () => {
  it("requires both, at least 8 characters, and equal", () => {
    expect(checkNewPassword({ password: "", confirmation: "" })).toEqual({
      password: "required",
      confirmation: "required",
    });
    expect(checkNewPassword({ password: "short", confirmation: "short" })).toEqual({
      password: "passwordTooShort",
    });
    expect(checkNewPassword({ password: "long enough", confirmation: "" })).toEqual({
      confirmation: "required",
    });
    expect(checkNewPassword({ password: "long enough", confirmation: "long enougH" })).toEqual({
      confirmation: "passwordsDoNotMatch",
    });
    expect(checkNewPassword({ password: "long enough", confirmation: "long enough" })).toEqual({});
  });
});
