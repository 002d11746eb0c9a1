import * as z from "zod/mini";

import { PASSWORD_MIN_LENGTH } from "@bitelog/config";

/**
 * The rules of docs/product.md §5 for the sign-in forms, written once. The identity provider is the server
 * here, so these are the only copy; each message is a FieldProblem the form translates.
 */
export type FieldProblem = "required" | "passwordTooShort" | "emailRequired" | "passwordsDoNotMatch";

const problem = (code: FieldProblem) => ({ error: code });
const required = z.string().check(z.minLength(1, problem("required")));
const email = (code: FieldProblem) => z.string().check(z.trim(), z.minLength(1, problem(code)));
const newPassword = z
  .string()
  .check(z.minLength(1, problem("required")), z.minLength(PASSWORD_MIN_LENGTH, problem("passwordTooShort")));

const credentials = (password: typeof required) =>
  z.object({
    email: email("required"),
    password,
    // The honeypot of docs/product.md §5, a field only bots fill in: both modes carry it, sign-up looks at
    // it.
    website: z.string(),
  });

export const loginSchema = credentials(required);
export const signUpSchema = credentials(newPassword);

export const resetRequestSchema = z.object({ email: email("emailRequired") });

export const newPasswordSchema = z.object({ password: newPassword, confirmation: required }).check(
  z.refine((values) => values.password === values.confirmation, {
    ...problem("passwordsDoNotMatch"),
    path: ["confirmation"],
  }),
);
