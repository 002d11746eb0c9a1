import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { z } from "zod";

import type { Db, User } from "@bitelog/db";
import { PHOTO_ACCESS } from "@bitelog/config";

import type { ContextDeps } from "../context";
import type { VerifiedIdentity } from "../ports";
import { AppError } from "../errors";

/**
 * Photo tokens: what image URLs carry in `?token=` (an <img> cannot send headers). Unlike an ID
 * token, one opens the user's photos and nothing else, and logout ends it on the server: it is
 * signed over the account's photo-access generation, which logout bumps. Nothing is kept in
 * memory, so every server copy checks a token alike.
 */
const SCOPE = "images";

/** The key is derived from SHARE_LINK_SECRET under a label of its own: it signs nothing else. */
const KEY_LABEL = "bitelog photo tokens";

/** `images.<account id>.<generation>.<expiry, Unix seconds>.<HMAC-SHA256, base64url>` */
const TOKEN =
  /^images\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/;

const tokenClaims = z
  .string()
  .regex(TOKEN)
  .transform((token) => {
    const [, userId = "", generation = "", expires = "", signature = ""] = TOKEN.exec(token) ?? [];
    return {
      signed: token.slice(0, token.lastIndexOf(".")),
      userId,
      generation: Number(generation),
      expiresAtMs: Number(expires) * 1000,
      // As written, not decoded: base64url's last character has spare bits that decoding drops.
      signature: Buffer.from(signature),
    };
  })
  // Only a generation the column can hold is looked up.
  .refine((claims) => claims.generation <= 2 ** 31 - 1);

function signature(secret: string, signed: string): Buffer {
  const key = Buffer.from(hkdfSync("sha256", secret, "", KEY_LABEL, 32));
  return createHmac("sha256", key).update(signed).digest();
}

export interface PhotoTokenClaims {
  userId: string;
  generation: number;
  expiresAt: Date;
}

export function signPhotoToken(secret: string, claims: PhotoTokenClaims): string {
  const signed = [
    SCOPE,
    claims.userId,
    claims.generation,
    Math.floor(claims.expiresAt.getTime() / 1000),
  ].join(".");
  return `${signed}.${signature(secret, signed).toString("base64url")}`;
}

/** The account and generation a token was signed for; null when it is malformed, forged or expired. */
export function readPhotoToken(
  secret: string,
  token: string,
  now: Date,
): { userId: string; generation: number } | null {
  const parsed = tokenClaims.safeParse(token);
  if (!parsed.success) return null;
  const { signed, userId, generation, expiresAtMs, signature: given } = parsed.data;
  const expected = Buffer.from(signature(secret, signed).toString("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expiresAtMs > now.getTime() ? { userId, generation } : null;
}

type PhotoAccessDeps = Pick<ContextDeps, "db" | "shareLinkSecret" | "ports">;

/** A photo token for the account, valid for PHOTO_ACCESS.tokenLifetimeMs or until logout. */
export function issuePhotoToken(
  deps: PhotoAccessDeps & { account: Pick<User, "id" | "photo_access_generation"> },
): { token: string; expiresAt: string } {
  const { account } = deps;
  const expiresAt = new Date(deps.ports.clock.now().getTime() + PHOTO_ACCESS.tokenLifetimeMs);
  const token = signPhotoToken(deps.shareLinkSecret, {
    userId: account.id,
    generation: account.photo_access_generation,
    expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The account a photo token opens photos of. 401 when it is no valid token, was minted before the
 * last logout, or its account is gone (deleting the account deletes its row).
 */
export async function photoTokenOwner(deps: PhotoAccessDeps, { token }: { token: string }): Promise<string> {
  const claims = readPhotoToken(deps.shareLinkSecret, token, deps.ports.clock.now());
  const account =
    claims &&
    (await deps.db
      .selectFrom("users")
      .select("id")
      .where("id", "=", claims.userId)
      .where("photo_access_generation", "=", claims.generation)
      .executeTakeFirst());
  if (!account)
    throw new AppError("UNAUTHORIZED", { error: "Authentication required", code: "UNAUTHENTICATED" });
  return account.id;
}

/** Logout: every photo token minted for the identity's account so far is refused from now on. */
export async function endPhotoAccess({
  db,
  user,
}: {
  db: Db;
  user: Pick<VerifiedIdentity, "uid">;
}): Promise<void> {
  await db
    .updateTable("users")
    .set((eb) => ({ photo_access_generation: eb("photo_access_generation", "+", 1) }))
    .where("firebase_uid", "=", user.uid)
    .execute();
}
