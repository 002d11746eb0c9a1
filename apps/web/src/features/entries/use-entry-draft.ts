import { useCallback, useMemo, useState } from "react";

import type { EntryFields } from "../journal/entry";
import type { DraftKey } from "../journal/entry-drafts";
import { useSession } from "../auth/use-session";
import { deleteDraft, readDraft, writeDraft } from "../journal/entry-drafts";

export interface EntryDraft {
  /** The draft found when the form opened, restored into it. */
  restored: EntryFields | null;
  /** Keeps the form's fields; fields equal to what the form started from are no draft. */
  keep: (fields: EntryFields, initial: EntryFields) => void;
  /** After a save, a Cancel or a discard: the draft is gone. */
  clear: () => void;
}

const sameFields = (a: EntryFields, b: EntryFields) =>
  (Object.keys(a) as (keyof EntryFields)[]).every((field) => (a[field] ?? null) === (b[field] ?? null));

/** The signed-in account's draft of one form (issue 32), read once when the form opens. */
export function useEntryDraft(key: DraftKey): EntryDraft {
  const session = useSession();
  const accountUid = session.status === "signedIn" ? session.firebaseUser.uid : null;
  const [restored, setRestored] = useState(() => (accountUid ? readDraft(accountUid, key) : null));
  const keep = useCallback(
    (fields: EntryFields, initial: EntryFields) => {
      if (!accountUid) return;
      if (sameFields(fields, initial)) deleteDraft(accountUid, key);
      else writeDraft(accountUid, key, fields);
    },
    [accountUid, key],
  );
  const clear = useCallback(() => {
    if (accountUid) deleteDraft(accountUid, key);
    // The form opened again starts from the entry, not from what was restored before.
    setRestored(null);
  }, [accountUid, key]);
  return useMemo(() => ({ restored, keep, clear }), [restored, keep, clear]);
}
