import { PASSWORD_MIN_LENGTH } from "@bitelog/config";

/** Which rule of spec §5 a field breaks, if any; the form turns these into translated messages. */
export type FieldProblem = "required" | "passwordTooShort" | "emailRequired" | "passwordsDoNotMatch";

export interface CredentialsProblems {
  email?: FieldProblem;
  password?: FieldProblem;
}

export function checkCredentials(
  mode: "login" | "signup",
  values: { email: string; password: string },
): CredentialsProblems {
  const problems: CredentialsProblems = {};
  if (!values.email.trim()) problems.email = "required";
  if (!values.password) problems.password = "required";
  else if (mode === "signup" && values.password.length < PASSWORD_MIN_LENGTH)
    problems.password = "passwordTooShort";
  return problems;
}

export function checkResetRequest(email: string): FieldProblem | undefined {
  return email.trim() ? undefined : "emailRequired";
}

export function checkNewPassword(values: { password: string; confirmation: string }): {
  password?: FieldProblem;
  confirmation?: FieldProblem;
} {
  if (!values.password)
    return { password: "required", ...(values.confirmation ? {} : { confirmation: "required" }) };
  if (values.password.length < PASSWORD_MIN_LENGTH) return { password: "passwordTooShort" };
  if (!values.confirmation) return { confirmation: "required" };
  return values.password === values.confirmation ? {} : { confirmation: "passwordsDoNotMatch" };
}
