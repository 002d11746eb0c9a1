import type * as z from "zod/mini";
import { describe, expect, it } from "vitest";

import { loginSchema, newPasswordSchema, resetRequestSchema, signUpSchema } from "./credential-schemas";

/** Each field's first problem, as the form shows it. */
function problems(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
  return found;
}

describe("the sign-in forms' rules (docs/product.md §5)", () => {
  it("logging in requires both fields, whatever the password's length", () => {
    expect(problems(loginSchema, { email: " ", password: "", website: "" })).toEqual({
      email: "required",
      password: "required",
    });
    expect(problems(loginSchema, { email: "a@b.c", password: "1", website: "" })).toEqual({});
  });

  it("signing up asks for 8 characters, and trims the address", () => {
    expect(problems(signUpSchema, { email: "a@b.c", password: "", website: "" })).toEqual({
      password: "required",
    });
    expect(problems(signUpSchema, { email: "a@b.c", password: "1234567", website: "" })).toEqual({
      password: "passwordTooShort",
    });
    expect(signUpSchema.parse({ email: " a@b.c ", password: "12345678", website: "" }).email).toBe("a@b.c");
  });

  it("a reset link needs an address", () => {
    expect(problems(resetRequestSchema, { email: "" })).toEqual({ email: "emailRequired" });
    expect(problems(resetRequestSchema, { email: "a@b.c" })).toEqual({});
  });

  it("a new password needs both, at least 8 characters, and equal", () => {
    expect(problems(newPasswordSchema, { password: "", confirmation: "" })).toEqual({
      password: "required",
      confirmation: "required",
    });
    expect(problems(newPasswordSchema, { password: "short", confirmation: "short" })).toEqual({
      password: "passwordTooShort",
    });
    expect(problems(newPasswordSchema, { password: "long enough", confirmation: "" })).toEqual({
      confirmation: "required",
    });
    expect(problems(newPasswordSchema, { password: "long enough", confirmation: "long enougH" })).toEqual({
      confirmation: "passwordsDoNotMatch",
    });
    expect(problems(newPasswordSchema, { password: "long enough", confirmation: "long enough" })).toEqual({});
  });
});
