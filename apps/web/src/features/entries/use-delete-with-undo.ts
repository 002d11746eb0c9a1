import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";

import { TIMINGS } from "@bitelog/config";

import { queueDeletion } from "../outbox/queue-changes";
import { toast } from "../shell/toaster";

/**
 * Deletes an entry, with Undo for a while (issue 32): the deletion waits in the outbox until the
 * toast ends (or the page is left), so Undo brings the entry back with its photos, online or not.
 */
export function useDeleteWithUndo(): (entryId: string) => Promise<void> {
  const { t } = useLingui();
  const navigate = useNavigate();
  return async (entryId) => {
    const undo = await queueDeletion(entryId);
    toast.success(t({ id: "entry.deleted", message: "Entry deleted." }), {
      duration: TIMINGS.undoDeleteMs,
      action: {
        label: t({ id: "entry.undoDelete", message: "Undo" }),
        onClick: () =>
          void undo().then((restored) =>
            restored
              ? toast.success(t({ id: "entry.restored", message: "Entry restored." }))
              : toast.error(
                  t({
                    id: "entry.restoreTooLate",
                    message: "Too late to undo: the entry was already deleted.",
                  }),
                ),
          ),
      },
    });
    await navigate({ to: "/dashboard" });
  };
}
