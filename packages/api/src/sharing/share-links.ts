import { randomUUID } from "node:crypto";

import type { Db, User } from "@bitelog/db";

import type { ContextDeps } from "../context";
import type { Ports } from "../ports";
import type { ShareEntryInput } from "./schemas";
import { entryNotFound, isEntryId, lockOwnEntry } from "../entries/own-entry";
import { newShareToken, openShareToken, sealShareToken, shareTokenHash } from "./share-token";

/** A share link as its owner sees it (REST and the web app). */
export interface ShareLinkView {
  url: string;
  token: string;
  created_at: string;
}

type SharingDeps = Pick<ContextDeps, "db" | "publicUrl" | "shareLinkSecret">;

/** What the owner's calls take: the context, and the account whose entry is shared. */
type OwnerDeps = SharingDeps & { ports: Pick<Ports, "clock">; account: Pick<User, "id"> };

/** The public page of a token: PUBLIC_URL/s/<token>. */
export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/s/${token}`;
}

function linkView(deps: SharingDeps, token: string, createdAt: Date): ShareLinkView {
  return { url: shareUrl(deps.publicUrl, token), token, created_at: createdAt.toISOString() };
}

/**
 * The entry's link as its owner sees it, or null when it has none. A token sealed under an earlier
 * SHARE_LINK_SECRET cannot be shown again: that link is revoked here, and the next Share makes a
 * new one.
 */
async function ownerLink(trx: Db, deps: SharingDeps, entryId: string): Promise<ShareLinkView | null> {
  const row = await trx
    .selectFrom("share_links")
    .select(["id", "token_sealed", "created_at"])
    .where("entry_id", "=", entryId)
    .executeTakeFirst();
  if (!row) return null;
  const token = openShareToken(deps.shareLinkSecret, row.id, row.token_sealed);
  if (token) return linkView(deps, token, row.created_at);
  await trx.deleteFrom("share_links").where("id", "=", row.id).execute();
  return null;
}

/**
 * The entry's share link: the one it has, or a new one. The entry is locked, so two calls at once
 * make one link, and a deletion of the entry waits (or finds the link gone with it).
 */
export function createShareLink(deps: OwnerDeps, { entryId }: ShareEntryInput): Promise<ShareLinkView> {
  const userId = deps.account.id;
  const now = deps.ports.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    await lockOwnEntry(trx, userId, entryId);
    const existing = await ownerLink(trx, deps, entryId);
    if (existing) return existing;
    const id = randomUUID();
    const token = newShareToken();
    await trx
      .insertInto("share_links")
      .values({
        id,
        entry_id: entryId,
        token_hash: shareTokenHash(token),
        token_sealed: sealShareToken(deps.shareLinkSecret, id, token),
        created_at: now,
      })
      .execute();
    return linkView(deps, token, now);
  });
}

/** 404 unless the entry is the user's (the same answer for an id that is malformed, unknown or someone else's). */
async function assertOwnEntry(db: Db, userId: string, entryId: string): Promise<void> {
  if (!isEntryId(entryId)) throw entryNotFound();
  const entry = await db
    .selectFrom("journal_entries")
    .select("id")
    .where("id", "=", entryId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!entry) throw entryNotFound();
}

/** The entry's share link, or null when it is not shared. */
export function findShareLink(
  deps: Omit<OwnerDeps, "ports">,
  { entryId }: ShareEntryInput,
): Promise<ShareLinkView | null> {
  const userId = deps.account.id;
  return deps.db.transaction().execute(async (trx) => {
    await assertOwnEntry(trx, userId, entryId);
    return ownerLink(trx, deps, entryId);
  });
}

/** Stops sharing the entry: its link answers 404 from the moment this commits. Revoking twice is fine. */
export async function revokeShareLink(
  { db, account }: Pick<OwnerDeps, "db" | "account">,
  { entryId }: ShareEntryInput,
): Promise<void> {
  const userId = account.id;
  await assertOwnEntry(db, userId, entryId);
  await db.deleteFrom("share_links").where("entry_id", "=", entryId).execute();
}

/** The ids of the user's entries that are shared (the dashboard marks them). */
export async function sharedEntryIds({ db, account }: Pick<OwnerDeps, "db" | "account">): Promise<string[]> {
  const userId = account.id;
  const rows = await db
    .selectFrom("share_links")
    .innerJoin("journal_entries", "journal_entries.id", "share_links.entry_id")
    .select("share_links.entry_id")
    .where("journal_entries.user_id", "=", userId)
    .orderBy("share_links.entry_id")
    .execute();
  return rows.map((row) => row.entry_id);
}
