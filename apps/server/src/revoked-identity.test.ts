import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { EmulatorUser } from "@bitelog/api/testing";
import { adminAuth, createEmulatorUser } from "@bitelog/api/testing";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "./testing/test-server";
import { startServerWithTestSettings, startTestServer } from "./testing/test-server";

describe.each(testBackends())(
  "an identity deleted or disabled, across two server copies on $name",
  (backend) => {
    let first: TestServer;
    let second: TestServer;
    const users: EmulatorUser[] = [];

    beforeAll(async () => {
      first = await startTestServer(backend);
      second = await startServerWithTestSettings({}, { db: first.db });
    });
    afterAll(async () => {
      await Promise.all(users.map((user) => user.dispose()));
      await second.stop();
      await first.stop();
    });

    const send = async (server: TestServer, token: string, method: string, path: string, body?: unknown) => {
      const response = await server.request(path, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    /** A user signed in on both copies with one token, so that both have verified it. */
    const signedInOnBoth = async () => {
      const user = await createEmulatorUser({ emailVerified: true });
      users.push(user);
      const token = await user.idToken();
      for (const server of [first, second]) {
        expect((await send(server, token, "POST", "/api/auth/firebase", { idToken: token })).status).toBe(
          200,
        );
        expect((await send(server, token, "GET", "/api/user/settings")).status).toBe(200);
      }
      return { user, token };
    };
    const accounts = async (uid: string) =>
      first.db.selectFrom("users").select("id").where("firebase_uid", "=", uid).execute();

    it("never acts again once its account is deleted on the other copy, nor gets an account back", async () => {
      const { user, token } = await signedInOnBoth();
      await send(first, token, "PUT", "/api/user/tos-acceptance", { accepted: true });
      expect(await send(first, token, "DELETE", "/api/users/me", {})).toMatchObject({ status: 200 });

      expect(await send(second, token, "GET", "/api/user/settings")).toMatchObject({ status: 401 });
      expect(await send(second, token, "POST", "/api/auth/firebase", { idToken: token })).toEqual({
        status: 401,
        body: { error: "Invalid ID token", code: "UNAUTHENTICATED" },
      });
      expect(await send(first, token, "POST", "/trpc/auth.exchange", { idToken: token })).toMatchObject({
        status: 401,
      });
      expect(await accounts(user.uid)).toEqual([]);
    });

    it("can neither sign in nor delete its account once disabled at the provider", async () => {
      const { user, token } = await signedInOnBoth();
      await adminAuth().updateUser(user.uid, { disabled: true });

      expect(await send(second, token, "POST", "/api/auth/firebase", { idToken: token })).toMatchObject({
        status: 401,
      });
      expect(await send(first, token, "DELETE", "/api/users/me", {})).toEqual({
        status: 401,
        body: { error: "Authentication required", code: "UNAUTHENTICATED" },
      });
      expect(await accounts(user.uid)).toHaveLength(1);
      await adminAuth().deleteUser(user.uid);
    });
  },
);
