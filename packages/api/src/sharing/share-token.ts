import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** 256 random bits, written as 43 base64url characters: what a share link's URL ends with. */
const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Whether the text has the shape of a token at all; nothing else is looked up. */
export function isShareToken(text: string): boolean {
  return TOKEN.test(text);
}

export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** What a token is looked up by: the database never holds a token a visitor could use. */
export function shareTokenHash(token: string): Buffer {
  return createHash("sha256").update(token).digest();
}

/** The AES-256 key of a secret of any length. */
function sealingKey(secret: string): Buffer {
  return createHash("sha256").update(`bitelog share links\0${secret}`).digest();
}

/**
 * The token sealed for its owner (AES-256-GCM: nonce, tag, ciphertext), so that asking again can
 * answer the same link. The link's id is bound in as associated data: a sealed token copied onto
 * another row does not open.
 */
export function sealShareToken(secret: string, linkId: string, token: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secret), nonce);
  cipher.setAAD(Buffer.from(linkId));
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
}

/** The owner's token, or null when it was sealed under another secret (SHARE_LINK_SECRET changed). */
export function openShareToken(secret: string, linkId: string, sealed: Buffer): string | null {
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret), sealed.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(linkId));
    decipher.setAuthTag(sealed.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    const token = Buffer.concat([
      decipher.update(sealed.subarray(NONCE_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
    return isShareToken(token) ? token : null;
  } catch {
    return null;
  }
}
