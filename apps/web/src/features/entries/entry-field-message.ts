import type { FieldError } from "react-hook-form";
import { useLingui } from "@lingui/react/macro";

import { ENTRY_TEXT_LIMITS } from "@bitelog/config";

type TextField = keyof typeof ENTRY_TEXT_LIMITS;

/**
 * The translated sentence for an entry field refused by the server's schema (docs/product.md §5). The
 * schema's own messages are the API's English; the form says the same in the reader's language.
 */
export function useEntryFieldMessage(): (
  field: TextField | "visitDate",
  error: FieldError | undefined,
  value: unknown,
) => string | undefined {
  const { t } = useLingui();
  return (field, error, value) => {
    if (!error) return undefined;
    if (field === "visitDate") {
      return value
        ? t({ id: "errors.visitDateInvalid", message: "Please enter a real calendar date." })
        : t({ id: "errors.visitDateRequired", message: "The visit date is required." });
    }
    if (error.type === "too_big") {
      const max = ENTRY_TEXT_LIMITS[field];
      return t({ id: "errors.tooLong", message: `At most ${max} characters.` });
    }
    return t({ id: "errors.restaurantNameRequired", message: "The restaurant name is required." });
  };
}
