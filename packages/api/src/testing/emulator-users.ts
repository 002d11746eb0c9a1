import type { FirebaseApp } from "firebase/app";
import type { User } from "firebase/auth";
import { generateKeyPairSync, randomUUID, sign } from "node:crypto";
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from "firebase-admin/app";
import { getAuth as getAdminAuth } from "firebase-admin/auth";
import { deleteApp, initializeApp } from "firebase/app";
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  updateProfile,
} from "firebase/auth";

import { authEmulatorHost, testProjectId } from "./env";

export interface EmulatorUser {
  uid: string;
  email: string;
  password: string;
  /** A fresh ID token from the emulator, issued through the real client SDK. */
  idToken(): Promise<string>;
  dispose(): Promise<void>;
}

/** firebase-admin against the emulator, for what tests check or arrange behind the SDK's back. */
export function adminAuth() {
  const app =
    getAdminApps().find((candidate) => candidate.name === "bitelog-tests") ??
    initializeAdminApp({ projectId: testProjectId }, "bitelog-tests");
  return getAdminAuth(app);
}

/** The web SDK connected to the Auth emulator, in an app of its own (one per user). */
function emulatorClient() {
  const app = initializeApp({ apiKey: "demo-api-key", projectId: testProjectId }, randomUUID());
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
  return { app, auth };
}

/** The test's handle on a user signed in through `app`. */
function signedIn(app: FirebaseApp, user: User, email: string, password: string): EmulatorUser {
  return {
    uid: user.uid,
    email,
    password,
    idToken: () => user.getIdToken(),
    dispose: () => deleteApp(app),
  };
}

/** Signs a new user up in the Auth emulator with the web SDK, as the browser would. */
export async function createEmulatorUser(
  options: { emailVerified?: boolean; displayName?: string } = {},
): Promise<EmulatorUser> {
  const { app, auth } = emulatorClient();
  const email = `user-${randomUUID()}@example.com`;
  const password = "correct horse battery";
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  if (options.displayName) await updateProfile(user, { displayName: options.displayName });
  if (options.emailVerified) await adminAuth().updateUser(user.uid, { emailVerified: true });
  await user.getIdToken(true);
  return signedIn(app, user, email, password);
}

/** Signs an existing Auth emulator user in with the web SDK, as the browser would. */
export async function signInEmulatorUser(email: string, password: string): Promise<EmulatorUser> {
  const { app, auth } = emulatorClient();
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return signedIn(app, user, email, password);
}

/** An ID token with the same claims but changed ones, unsigned like the emulator's own tokens. */
export function tamperedToken(token: string, changes: Record<string, unknown>): string {
  const [header, payload] = token.split(".") as [string, string];
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
  const encoded = Buffer.from(JSON.stringify({ ...claims, ...changes })).toString("base64url");
  return `${header}.${encoded}.`;
}

/** The same claims signed RS256 with a key of our own: what an attacker without Google's keys could make. */
export function forgedToken(token: string): string {
  const [, payload] = token.split(".") as [string, string];
  const header = Buffer.from(JSON.stringify({ alg: "RS256", kid: "forged", typ: "JWT" })).toString(
    "base64url",
  );
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signature = sign("RSA-SHA256", Buffer.from(`${header}.${payload}`), privateKey).toString("base64url");
  return `${header}.${payload}.${signature}`;
}
