import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";

import { offerUndo } from "../outbox/offer-undo";
import { queueDeletion } from "../outbox/queue-changes";

/**
 * Deletes an entry, with Undo for a while (issue 32): the deletion waits in the outbox until the
 * toast ends (or the page is left), so Undo brings the entry back with its photos, online or not.
 */
export function useDeleteWithUndo(): (entryId: string) => Promise<void> {
  const { t } = useLingui();
  const navigate = useNavigate();
  return async (entryId) => {
    offerUndo(await queueDeletion(entryId), {
      done: t({ id: "entry.deleted", message: "Entry deleted." }),
      undo: t({ id: "entry.undoDelete", message: "Undo" }),
      restored: t({ id: "entry.restored", message: "Entry restored." }),
      tooLate: t({ id: "entry.restoreTooLate", message: "Too late to undo: the entry was already deleted." }),
    });
    await navigate({ to: "/dashboard" });
  };
}
