import type { ReactNode } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

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
import { useSession } from "../auth/use-session";
import { draftCount, forgetDrafts } from "../journal/entry-drafts";
import { discardOutbox, outboxState } from "./outbox-store";
import { sendHeldNow } from "./start-outbox";

interface Unsaved {
  changes: number;
  drafts: number;
}

/**
 * A logout the person chose (issue 32). Changes not sent yet would leave the device with the
 * account's data (docs/product.md §4), so that is confirmed first; entries not saved (drafts) may stay on the
 * device for this account's next login, or go: the person chooses. An idle logout asks nothing and
 * keeps both. `request()` logs out at once when nothing is unsaved; render `dialog`.
 */
export function useLogoutConfirmation(logOut: () => Promise<void>): {
  request: () => Promise<void>;
  dialog: ReactNode;
} {
  const { t } = useLingui();
  const session = useSession();
  const accountUid = session.status === "signedIn" ? session.firebaseUser.uid : null;
  const [asked, setAsked] = useState<Unsaved | null>(null);

  const request = async () => {
    // A deletion still offered for Undo is sent now, as it would be in a moment.
    await sendHeldNow();
    const unsaved = {
      changes: outboxState().changes.length,
      drafts: accountUid ? draftCount(accountUid) : 0,
    };
    if (unsaved.changes === 0 && unsaved.drafts === 0) return logOut();
    setAsked(unsaved);
  };

  const leave = async (keepDrafts: boolean) => {
    setAsked(null);
    if (!keepDrafts && accountUid) forgetDrafts(accountUid);
    await discardOutbox();
    await logOut();
  };

  const changes = asked?.changes ?? 0;
  const drafts = asked?.drafts ?? 0;
  const dialog = (
    <AlertDialog open={asked !== null} onOpenChange={(open) => !open && setAsked(null)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans id="logout.confirmTitle">Log out?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription className="flex flex-col gap-2">
            {changes > 0 && (
              <span>
                {t({
                  id: "outbox.logoutDiscards",
                  message: plural(changes, {
                    one: "# change made on this device has not been synced yet: logging out discards it.",
                    other:
                      "# changes made on this device have not been synced yet: logging out discards them.",
                  }),
                })}
              </span>
            )}
            {drafts > 0 && (
              <span>
                {t({
                  id: "logout.draftsKept",
                  message: plural(drafts, {
                    one: "You have an entry you did not save. Keep it on this device for your next login, or discard it?",
                    other:
                      "You have # entries you did not save. Keep them on this device for your next login, or discard them?",
                  }),
                })}
              </span>
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans id="logout.stay">Stay logged in</Trans>
          </AlertDialogCancel>
          {drafts > 0 && (
            <AlertDialogAction onClick={() => void leave(true)}>
              <Trans id="logout.keepDrafts">Keep and log out</Trans>
            </AlertDialogAction>
          )}
          <AlertDialogAction destructive onClick={() => void leave(false)}>
            <Trans id="logout.discard">Discard and log out</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
  return { request, dialog };
}
