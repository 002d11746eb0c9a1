import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@bitelog/db/testing";
import { testBackends } from "@bitelog/db/testing";

import type { EmulatorUser } from "./testing";
import { createContext } from "./context";
import { AppError } from "./errors";
import { silentLogger } from "./logger";
import {
  createEmulatorUser,
  createTestPorts,
  tamperedToken,
  testPublicUrl,
  testShareLinkSecret,
} from "./testing";
import { accountProcedure, createCallerFactory, protectedProcedure, router, verifiedProcedure } from "./trpc";

const probe = router({
  whoAmI: protectedProcedure.query(({ ctx }) => ctx.user.uid),
  account: accountProcedure.query(({ ctx }) => ctx.account.username),
  journal: verifiedProcedure.query(({ ctx }) => ctx.account.id),
});
const createProbeCaller = createCallerFactory(probe);

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, body } = error as AppError;
  return { trpcCode: code, ...body };
}

describe.each(testBackends())("procedures on $name", (backend) => {
  let t: TestDatabase;
  let ports: Awaited<ReturnType<typeof createTestPorts>>;
  let unverified: EmulatorUser;
  let verified: EmulatorUser;

  beforeAll(async () => {
    [t, ports, unverified, verified] = await Promise.all([
      backend.create(),
      createTestPorts(),
      createEmulatorUser(),
      createEmulatorUser({ emailVerified: true }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t.destroy(), ports.close(), unverified.dispose(), verified.dispose()]);
  });

  const callerWith = async (token: string | null) =>
    createProbeCaller(
      await createContext(
        {
          db: t.db,
          ports,
          logger: silentLogger,
          publicUrl: testPublicUrl,
          shareLinkSecret: testShareLinkSecret,
        },
        token,
      ),
    );
  const register = (user: EmulatorUser, tosAccepted: boolean) =>
    t.db
      .insertInto("users")
      .values({ firebase_uid: user.uid, email: user.email, username: user.email, tos_accepted: tosAccepted })
      .execute();

  it("answers 401 without a token, or with a malformed, expired or other-project token", async () => {
    const token = await verified.idToken();
    const expired = tamperedToken(token, { exp: Math.floor(Date.now() / 1000) - 60 });
    const otherProject = tamperedToken(token, {
      aud: "someone-else",
      iss: "https://securetoken.google.com/someone-else",
    });
    for (const bad of [null, "not-a-token", "a.b.c", expired, otherProject]) {
      const caller = await callerWith(bad);
      expect(await rejection(caller.whoAmI())).toMatchObject({
        trpcCode: "UNAUTHORIZED",
        error: "Authentication required",
        code: "UNAUTHENTICATED",
      });
    }
  });

  it("accepts an emulator token and knows who is calling", async () => {
    const caller = await callerWith(await unverified.idToken());
    expect(await caller.whoAmI()).toBe(unverified.uid);
  });

  it("requires the account the sign-in exchange creates", async () => {
    const caller = await callerWith(await unverified.idToken());
    expect(await rejection(caller.account())).toMatchObject({
      trpcCode: "UNAUTHORIZED",
      code: "ACCOUNT_NOT_FOUND",
    });
  });

  it("refuses the main app to an unverified e-mail address, then to unaccepted terms", async () => {
    await register(unverified, true);
    const unverifiedCaller = await callerWith(await unverified.idToken());
    expect(await rejection(unverifiedCaller.journal())).toMatchObject({
      trpcCode: "FORBIDDEN",
      code: "EMAIL_NOT_VERIFIED",
    });

    await register(verified, false);
    const verifiedCaller = await callerWith(await verified.idToken());
    expect(await verifiedCaller.account()).toBe(verified.email);
    expect(await rejection(verifiedCaller.journal())).toMatchObject({
      trpcCode: "FORBIDDEN",
      code: "TOS_NOT_ACCEPTED",
    });

    await t.db
      .updateTable("users")
      .set({ tos_accepted: true })
      .where("firebase_uid", "=", verified.uid)
      .execute();
    expect(await verifiedCaller.journal()).toEqual(expect.any(String));
  });
});
