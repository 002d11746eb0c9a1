import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

import { discardOutbox, outboxState } from "./outbox-store";

/**
 * Before a logout the person chose: changes not sent yet would leave the device with the account's
 * data (spec §4), so the person confirms that first. Answers whether to go on.
 */
export function useLeaveOutbox(): () => Promise<boolean> {
  const { t } = useLingui();
  return async () => {
    const count = outboxState().changes.length;
    if (count === 0) return true;
    const confirmed = window.confirm(
      t({
        id: "outbox.confirmLogout",
        message: plural(count, {
          one: "# change made on this device has not been synced yet. Log out and discard it?",
          other: "# changes made on this device have not been synced yet. Log out and discard them?",
        }),
      }),
    );
    if (confirmed) await discardOutbox();
    return confirmed;
  };
}
