import { useLingui } from "@lingui/react/macro";

import type { QueuedChange } from "./queued-change";
import { discardChange } from "./queue-changes";

/** Discards a refused change once the person confirms: it never reached the journal. */
export function useDiscardChange(): (change: QueuedChange) => void {
  const { t } = useLingui();
  return (change) => {
    const confirmed = window.confirm(
      t({
        id: "outbox.confirmDiscard",
        message: "Discard this change? It has not reached your journal and cannot be recovered.",
      }),
    );
    if (confirmed) void discardChange(change);
  };
}
