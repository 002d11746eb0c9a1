import type { FieldError } from "react-hook-form";
import { useLingui } from "@lingui/react/macro";

import type { FieldProblem } from "./credential-schemas";

/**
 * The translated sentence for a field's error under the rules of docs/product.md §5 (keys errors.required,
 * auth.passwordTooShort…): the schemas' messages are FieldProblems.
 */
export function useFieldProblemMessage(): (error: FieldError | undefined) => string | undefined {
  const { t } = useLingui();
  return (error) => {
    switch (error?.message as FieldProblem | undefined) {
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
