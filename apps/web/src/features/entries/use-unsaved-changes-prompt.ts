import { useLingui } from "@lingui/react/macro";
import { useBlocker } from "@tanstack/react-router";

/**
 * While a form holds changes that are not saved, leaving it asks first: another screen (the
 * sidebar, Back) through the router, closing or reloading the tab through the browser's own
 * question. Navigations that end the form on purpose (Cancel, after saving) pass `ignoreBlocker`.
 */
export function useUnsavedChangesPrompt(unsaved: boolean): void {
  const { t } = useLingui();
  useBlocker({
    shouldBlockFn: () =>
      !window.confirm(
        t({ id: "entryForm.leaveUnsaved", message: "Leave without saving? Your changes will be lost." }),
      ),
    enableBeforeUnload: unsaved,
    disabled: !unsaved,
  });
}
