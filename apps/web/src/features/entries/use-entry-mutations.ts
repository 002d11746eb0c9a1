import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";

import { TIMINGS } from "@bitelog/config";

import { serverError } from "../../lib/server-error";
import { trpc } from "../../lib/trpc";
import { useInvalidateJournal } from "../journal/use-invalidate-journal";
import { MEMBERSHIP_CARD_ID } from "../membership/membership-card-id";
import { toast } from "../shell/toaster";

/** Why a save failed, in the person's language; `limit`: the plan's entry limit, with Upgrade beside it. */
export interface SaveFailure {
  /** Each failure is new: the same text again is announced again. */
  id: number;
  message: string;
  limit: boolean;
}

/**
 * docs/product.md §8: the entry limit is shown with an 8-second Upgrade toast. Every failure is said beside
 * the Save button (issue 32), in the app's words only: the server's text is English.
 */
export function useEntrySaveFailure(fallback: "create" | "update") {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const report = (error: unknown) => {
    const limit = serverError(error)?.code === "ENTRY_LIMIT_REACHED";
    setFailure({
      id: Date.now(),
      limit,
      message: limit
        ? t({
            id: "errors.entryLimitNotSaved",
            message: "Not saved: you have reached your plan's entry limit.",
          })
        : fallback === "create"
          ? t({ id: "errors.entrySaveFailed", message: "The entry could not be saved. Please try again." })
          : t({ id: "errors.updateFailed", message: "The changes could not be saved. Please try again." }),
    });
    if (!limit) return;
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
  };
  return { failure, report, clear: () => setFailure(null) };
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
