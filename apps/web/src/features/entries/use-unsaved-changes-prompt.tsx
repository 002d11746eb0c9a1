import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { useBlocker } from "@tanstack/react-router";

import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { sessionStore } from "../auth/session-store";

/**
 * While a form holds changes that are not saved, leaving it asks first: another screen (the
 * sidebar, Back) through the router and our own dialog, closing or reloading the tab through the
 * browser's own question (the only one a page may ask then). Navigations that end the form on
 * purpose (Cancel, after saving) pass `ignoreBlocker`. Once signed out (an idle logout) nothing is
 * asked: the draft stays on the device (issue 32). `onLeave` runs when the person leaves anyway.
 * Answers the dialog, to be rendered by the form.
 */
export function useUnsavedChangesPrompt(unsaved: boolean, onLeave: () => void): ReactNode {
  const blocker = useBlocker({
    shouldBlockFn: () => sessionStore.state.status === "signedIn",
    enableBeforeUnload: unsaved,
    disabled: !unsaved,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === "blocked"}
      title={<Trans id="entryForm.leaveTitle">Leave without saving?</Trans>}
      description={<Trans id="entryForm.leaveText">The changes you made here will be lost.</Trans>}
      cancelLabel={<Trans id="entryForm.stay">Keep editing</Trans>}
      confirmLabel={<Trans id="entryForm.leave">Leave</Trans>}
      destructive
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        onLeave();
        blocker.proceed?.();
      }}
    />
  );
}
