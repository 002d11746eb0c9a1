import { randomUUID } from "node:crypto";

import { e2eEnv } from "./env";

/** The Firebase Auth emulator's REST API: what a test arranges or reads behind the browser's back. */
const base = `http://${e2eEnv.authEmulatorHost}`;
const projectId = "demo-bitelog";
const toolkit = `${base}/identitytoolkit.googleapis.com/v1`;

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface TestAccount {
  email: string;
  password: string;
  uid: string;
}

export function newCredentials(): { email: string; password: string } {
  return { email: `e2e-${randomUUID()}@example.com`, password: "a tasty password" };
}

/**
 * A user that exists in the emulator (optionally with a verified address), as if signed up earlier;
 * a display name becomes the Bitelog username.
 */
export async function createAccount(
  options: { verified?: boolean; displayName?: string } = {},
): Promise<TestAccount> {
  const { email, password } = newCredentials();
  const { localId } = await call<{ localId: string }>(`${toolkit}/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    body: JSON.stringify({ email, password, displayName: options.displayName, returnSecureToken: true }),
  });
  if (options.verified) await verifyAccount(localId);
  return { email, password, uid: localId };
}

/** Marks the address verified, as opening the e-mailed link on another device would. */
export async function verifyAccount(uid: string): Promise<void> {
  await call(`${toolkit}/projects/${projectId}/accounts:update`, {
    method: "POST",
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
}

/**
 * The newest out-of-band code (verification, password reset) the emulator "e-mailed" to `email`,
 * waited for a while: the page that asked for it may not have heard back yet.
 */
export async function latestOobCode(
  email: string,
  requestType: "VERIFY_EMAIL" | "PASSWORD_RESET",
): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { oobCodes } = await call<{ oobCodes: { email: string; oobCode: string; requestType: string }[] }>(
      `${base}/emulator/v1/projects/${projectId}/oobCodes`,
    );
    const code = oobCodes
      .filter((entry) => entry.email === email && entry.requestType === requestType)
      .at(-1);
    if (code) return code.oobCode;
    if (Date.now() > deadline) throw new Error(`No ${requestType} code for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Whether the emulator still has a user with this uid. */
export async function accountExists(uid: string): Promise<boolean> {
  const { users } = await call<{ users?: unknown[] }>(`${toolkit}/projects/${projectId}/accounts:lookup`, {
    method: "POST",
    body: JSON.stringify({ localId: [uid] }),
  });
  return (users ?? []).length > 0;
}

/** A fresh ID token for the account, for calling the Bitelog API directly (Authorization: Bearer …). */
export async function idTokenFor(account: { email: string; password: string }): Promise<string> {
  const { idToken } = await call<{ idToken: string }>(
    `${toolkit}/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    },
  );
  return idToken;
}
