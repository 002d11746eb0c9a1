import { useLingui } from "@lingui/react/macro";

import type { FieldProblem } from "./validation";

/** The translated sentence for a validation rule of spec §5 (keys errors.required, auth.passwordTooShort…). */
export function useFieldProblemMessage(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useLingui();
  return (problem) => {
    switch (problem) {
      case "required":
        return t({ id: "errors.required", message: "This field is required." });
      case "emailRequired":
        return t({ id: "errors.emailRequired", message: "Please enter your e-mail address." });
      case "passwordTooShort":
        return t({
          id: "auth.passwordTooShort",
          message: "The password must be at least 8 characters long.",
        });
      case "passwordsDoNotMatch":
        return t({ id: "auth.passwordsDoNotMatch", message: "The passwords do not match." });
      case undefined:
        return undefined;
    }
  };
}
