import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";

import { TIMINGS } from "@bitelog/config";

import { toast } from "../../components/ui/toaster";
import { serverError, serverErrorText } from "../../lib/server-error";
import { trpc } from "../../lib/trpc";
import { MEMBERSHIP_CARD_ID } from "../membership/membership-card-id";

/** Every cached view of the journal: the list is refreshed after each change (spec §7: cached 5 minutes). */
export function useInvalidateJournal(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.entries.pathKey() });
}

/**
 * Spec §8: the entry limit is shown with the server's message and an 8-second Upgrade toast;
 * other failures toast the server's message or the default.
 */
export function useEntrySaveFailure(fallback: "create" | "update") {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const report = (error: unknown) => {
    const body = serverError(error);
    if (body?.error === "Entry limit reached") {
      const detail =
        body.message ?? t({ id: "errors.entryLimitDefault", message: "You have reached your entry limit." });
      setLimitMessage(t({ id: "errors.entryLimitReached", message: `Entry limit reached. ${detail}` }));
      toast.info(
        t({ id: "entries.upgradeForMore", message: "Upgrade your membership for unlimited entries." }),
        {
          duration: TIMINGS.upgradeToastMs,
          action: {
            label: t({ id: "entries.upgrade", message: "Upgrade" }),
            onClick: () => void navigate({ to: "/settings", hash: MEMBERSHIP_CARD_ID }),
          },
        },
      );
      return;
    }
    toast.error(
      serverErrorText(
        error,
        fallback === "create"
          ? t({ id: "errors.entrySaveFailed", message: "The entry could not be saved. Please try again." })
          : t({ id: "errors.updateFailed", message: "The changes could not be saved. Please try again." }),
      ),
    );
  };
  return { limitMessage, report, clear: () => setLimitMessage(null) };
}

export function useCreateEntry() {
  const invalidate = useInvalidateJournal();
  return useMutation(trpc.entries.create.mutationOptions({ onSuccess: () => invalidate() }));
}

export function useUpdateEntry() {
  const invalidate = useInvalidateJournal();
  return useMutation(trpc.entries.update.mutationOptions({ onSuccess: () => invalidate() }));
}

export function useDeleteEntry() {
  const invalidate = useInvalidateJournal();
  return useMutation(trpc.entries.delete.mutationOptions({ onSuccess: () => invalidate() }));
}
