import type { ErrorComponentProps } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";

import { LoadError } from "../shell/load-error";

/**
 * docs/product.md §8, errors.fetchingEntry: the entry page's load failed; the router's error screen says so.
 */
export function EntryLoadError(props: ErrorComponentProps) {
  const { t } = useLingui();
  return (
    <LoadError
      {...props}
      title={t({ id: "errors.fetchingEntry", message: "The entry could not be loaded." })}
    />
  );
}
