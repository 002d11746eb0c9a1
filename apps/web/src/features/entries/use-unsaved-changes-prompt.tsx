import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { useBlocker } from "@tanstack/react-router";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
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
    <AlertDialog open={blocker.status === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans id="entryForm.leaveTitle">Leave without saving?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            <Trans id="entryForm.leaveText">The changes you made here will be lost.</Trans>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans id="entryForm.stay">Keep editing</Trans>
          </AlertDialogCancel>
          <AlertDialogAction
            destructive
            onClick={() => {
              onLeave();
              blocker.proceed?.();
            }}
          >
            <Trans id="entryForm.leave">Leave</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
