import { useState } from "react";

import { LegacyImportDialog } from "./legacy-import-dialog";
import { legacyImportOffered, markLegacyImportOffered, readLegacyEntries } from "./legacy-journal";

/**
 * Issue 18: on signing in, a device that holds the earlier version's journal offers, once, to
 * bring it into the account; declined or closed, Settings offers what is left.
 */
export function LegacyImportOffer({ timeZone }: { timeZone: string | null }) {
  const [open, setOpen] = useState(() => {
    if (legacyImportOffered() || readLegacyEntries(timeZone).length === 0) return false;
    markLegacyImportOffered();
    return true;
  });
  return open ? <LegacyImportDialog onClose={() => setOpen(false)} timeZone={timeZone} /> : null;
}
