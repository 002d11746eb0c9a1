import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testBackends } from "@bitelog/db/testing";

import type { AppUser } from "../testing";
import { toHttpError } from "../errors";
import {
  adminAuth,
  callerWith,
  createTestPorts,
  rejectionOf,
  signInEmulatorUser,
  useApiHarness,
} from "../testing";
import { setTosAcceptance, updateSettings } from "./accounts";

const RACES = 20;
/** Run i starts its sign-ins i steps after the deletion, so the runs cover the deletion's whole course. */
const STAGGER_MS = 5;

const visit = { restaurantName: "After the end", visitDate: "2025-03-04" };
const accountDeleted = { status: 401, body: { code: "ACCOUNT_DELETED" } };

describe.each(testBackends())("a deleted account on $name", (backend) => {
  const api = useApiHarness(backend);
  // A second server copy on the same database: its own identity adapter, so its own verified tokens.
  let otherCopyPorts: Awaited<ReturnType<typeof createTestPorts>>;
  beforeAll(async () => {
    otherCopyPorts = await createTestPorts();
  });
  afterAll(() => otherCopyPorts.close());
  const onOtherCopy = (token: string | null) => callerWith({ db: api.db, ports: otherCopyPorts }, token);

  const rowsOf = async (uid: string) => ({
    users: await api.db.selectFrom("users").select("id").where("firebase_uid", "=", uid).execute(),
    tombstones: await api.db.selectFrom("deleted_identities").select("uid").where("uid", "=", uid).execute(),
  });

  /** Every call the old token could make on the copy that trusted it: each refused as deleted. */
  const expectRefusedEverywhere = async (token: string) => {
    const other = await onOtherCopy(token);
    const anonymous = await onOtherCopy(null);
    const refusals = await Promise.all([
      rejectionOf(anonymous.auth.exchange({ idToken: token })),
      rejectionOf(other.user.settings()),
      rejectionOf(other.user.updateSettings({ dark_mode: true })),
      rejectionOf(other.user.setTosAcceptance({ accepted: true })),
      rejectionOf(other.entries.create(visit)),
    ]);
    for (const refusal of refusals) expect(refusal.status).toBe(401);
    // The calls made with the cached token say why (the exchange is refused by the provider first).
    for (const refusal of refusals.slice(1)) expect(refusal).toMatchObject(accountDeleted);
  };

  /** The user's account deleted on the first copy while the other copy keeps exchanging the user's token. */
  const deleteWhileSigningIn = async (user: AppUser, startAfterMs: number) => {
    const token = await user.idToken();
    // The other copy has verified the token already, as it would for a signed-in user.
    await (await onOtherCopy(token)).user.settings();
    const progress = { deletionAnswered: false };
    const deletion = (async () => {
      try {
        return await (await api.callerFor(user)).user.deleteAccount({});
      } finally {
        progress.deletionAnswered = true;
      }
    })();
    const exchangeOnce = async () => {
      try {
        await (await onOtherCopy(null)).auth.exchange({ idToken: token });
        return "signed in";
      } catch (error) {
        // Refused once the deletion has begun (401), never anything else.
        expect(toHttpError(error).status).toBe(401);
        return "refused";
      }
    };
    const signIns = (async () => {
      await sleep(startAfterMs);
      const outcomes = [];
      do outcomes.push(await exchangeOnce());
      while (!progress.deletionAnswered);
      outcomes.push(await exchangeOnce());
      return outcomes;
    })();
    const [answer, outcomes] = await Promise.all([deletion, signIns]);
    expect(answer).toEqual({ message: "Account deleted successfully" });
    expect(outcomes.at(-1)).toBe("refused");
    return token;
  };

  it(`stays deleted while the other copy exchanges the token (${RACES} races)`, async () => {
    const users = await Promise.all(Array.from({ length: RACES }, () => api.newUser()));
    const tokens: string[] = [];
    for (const [run, user] of users.entries())
      tokens.push(await deleteWhileSigningIn(user, run * STAGGER_MS));

    const accountsLeft = () =>
      api.db
        .selectFrom("users")
        .select("firebase_uid")
        .where(
          "firebase_uid",
          "in",
          users.map((user) => user.uid),
        )
        .execute();
    expect(await accountsLeft()).toEqual([]);
    for (const token of tokens) await expectRefusedEverywhere(token);
    expect(await accountsLeft()).toEqual([]);
  });

  it("refuses the token a copy cached before the deletion, and leaves a tombstone only", async () => {
    const user = await api.newUser();
    const token = await user.idToken();
    const other = await onOtherCopy(token);
    expect(await other.user.settings()).toMatchObject({ firebaseUid: user.uid });

    await (await api.callerFor(user)).user.deleteAccount({});

    await expectRefusedEverywhere(token);
    expect(await rowsOf(user.uid)).toEqual({ users: [], tombstones: [{ uid: user.uid }] });
    await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
  });

  it("tells a settings or terms change that the account went meanwhile", async () => {
    const user = await api.newUser();
    await (await api.callerFor(user)).user.deleteAccount({});
    const account = { id: user.accountId };
    // The row read at the start of a call, then deleted by another copy before the call writes.
    // Each change starts only when its refusal is awaited: one refused unawaited is unhandled.
    for (const change of [
      () => updateSettings({ db: api.db, account }, { dark_mode: true, preferred_language: undefined }),
      () => setTosAcceptance({ db: api.db, ports: api.ports, account }, { accepted: true }),
    ]) {
      expect(await rejectionOf(change())).toMatchObject(accountDeleted);
    }
  });

  it("never creates the account again, even for an identity the provider still holds", async () => {
    const user = await api.newUser();
    await (await api.callerFor(user)).user.deleteAccount({});
    // As if the provider's deletion had failed once the rows were gone: the same uid signs in again.
    await adminAuth().createUser({ uid: user.uid, email: user.email, password: user.password });
    const again = await signInEmulatorUser(user.email, user.password);
    try {
      const exchange = (await onOtherCopy(null)).auth.exchange({ idToken: await again.idToken() });
      expect(await rejectionOf(exchange)).toMatchObject(accountDeleted);
      expect(await rowsOf(user.uid)).toEqual({ users: [], tombstones: [{ uid: user.uid }] });
    } finally {
      await again.dispose();
      await adminAuth().deleteUser(user.uid);
    }
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can hold the row while the deletion waits.
  it.runIf(backend.name === "postgres")(
    "gives the identity back when the deletion's transaction fails",
    async () => {
      const user = await api.newUser();
      const caller = await api.callerFor(user);
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const holder = api.db.transaction().execute(async (trx) => {
        await trx.selectFrom("users").select("id").where("id", "=", user.accountId).forUpdate().execute();
        holding();
        await released;
      });
      await held;
      const refusal = await rejectionOf(caller.user.deleteAccount({}));
      release();
      await holder;

      expect(refusal).toMatchObject({ status: 503, body: { error: "Database busy", code: "DATABASE_BUSY" } });
      expect((await adminAuth().getUser(user.uid)).disabled).toBe(false);
      expect(await rowsOf(user.uid)).toMatchObject({ users: [{ id: user.accountId }], tombstones: [] });
      const exchange = (await onOtherCopy(null)).auth.exchange({ idToken: await user.idToken() });
      expect(await exchange).toMatchObject({ id: user.accountId });
    },
  );
});
