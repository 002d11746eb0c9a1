import * as z from "zod/mini";

import type { EntryFields } from "./entry";

/**
 * Entry forms not saved yet (issue 32), kept on this device per account so that an idle logout, a
 * reload or a closed tab loses nothing: the new-entry form ("new") and each entry's edit mode
 * (`entry:<id>`). Only the signed-in account's drafts are ever read; a save or a discard removes
 * them, and so do account deletion and a logout whose person chose to discard them.
 */
export type DraftKey = "new" | `entry:${string}`;

const PREFIX = "bitelog-draft:";
const storageKey = (accountUid: string, key: DraftKey) => `${PREFIX}${accountUid}:${key}`;

/** What a draft may hold: the form's fields, half-written (a stored value is read back through it). */
const draftFields = z.object({
  restaurantName: z.string(),
  restaurantAddress: z.nullish(z.string()),
  restaurantLatitude: z.nullish(z.number()),
  restaurantLongitude: z.nullish(z.number()),
  visitDate: z.string(),
  rating: z.nullable(z.number()),
  comment: z.nullish(z.string()),
  whatYouHad: z.nullish(z.string()),
  wouldGetAgain: z.nullish(z.boolean()),
  thingsToRemember: z.nullish(z.string()),
});

function safely<T>(action: () => T, otherwise: T): T {
  try {
    return action();
  } catch {
    // Storage can be unavailable (private mode, quota): the form works without drafts.
    return otherwise;
  }
}

export function readDraft(accountUid: string, key: DraftKey): EntryFields | null {
  return safely(() => {
    const stored = localStorage.getItem(storageKey(accountUid, key));
    if (stored === null) return null;
    const parsed = draftFields.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  }, null);
}

export function writeDraft(accountUid: string, key: DraftKey, fields: EntryFields): void {
  safely(() => localStorage.setItem(storageKey(accountUid, key), JSON.stringify(fields)), undefined);
}

export function deleteDraft(accountUid: string, key: DraftKey): void {
  safely(() => localStorage.removeItem(storageKey(accountUid, key)), undefined);
}

function draftKeysOf(accountUid: string): string[] {
  return safely(
    () =>
      Object.keys(localStorage).filter((stored) => stored.startsWith(storageKey(accountUid, "" as DraftKey))),
    [],
  );
}

/** How many forms of the account hold a draft on this device (a deliberate logout asks about them). */
export const draftCount = (accountUid: string): number => draftKeysOf(accountUid).length;

/** A logout that discards them, and account deletion: the account's drafts leave the device. */
export function forgetDrafts(accountUid: string): void {
  for (const stored of draftKeysOf(accountUid)) safely(() => localStorage.removeItem(stored), undefined);
}
