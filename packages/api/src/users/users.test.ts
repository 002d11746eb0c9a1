import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { testBackends } from "@bitelog/db/testing";

import type { EmulatorUser } from "../testing";
import { AppError } from "../errors";
import { adminAuth, useApiHarness } from "../testing";

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return { trpcCode: (error as TRPCError).code, ...(error instanceof AppError ? error.body : {}) };
}

describe.each(testBackends())("accounts on $name", (backend) => {
  const api = useApiHarness(backend);
  const { newEmulatorUser, callerFor } = api;
  const signIn = async (user: EmulatorUser, extra: Record<string, unknown> = {}) =>
    (await callerFor(null)).auth.exchange({ idToken: await user.idToken(), ...extra });

  it("creates the account at the first sign-in and refreshes it at the next", async () => {
    const user = await newEmulatorUser();
    const first = await signIn(user, { timezone: "Europe/Lisbon", preferred_language: "pt" });
    expect(first).toMatchObject({
      username: user.email,
      email: user.email,
      dark_mode: false,
      tos_accepted: false,
      preferred_language: "pt",
      timezone: "Europe/Lisbon",
      authProvider: "firebase",
      firebaseUid: user.uid,
      emailVerified: false,
    });
    const again = await signIn(user, { preferred_language: "fr" });
    expect(again).toMatchObject({ id: first.id, preferred_language: "pt", timezone: "Europe/Lisbon" });
    const count = await api.db
      .selectFrom("users")
      .where("firebase_uid", "=", user.uid)
      .select(api.db.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it("starts a new account in the browser's theme and keeps the saved one afterwards", async () => {
    const user = await newEmulatorUser();
    expect(await signIn(user, { dark_mode: true })).toMatchObject({ dark_mode: true });
    await (await callerFor(user)).user.updateSettings({ dark_mode: false });
    expect(await signIn(user, { dark_mode: true })).toMatchObject({ dark_mode: false });
  });

  it("names the account after the identity's display name when it has one", async () => {
    const user = await newEmulatorUser({ displayName: "Ada Lovelace", emailVerified: true });
    expect(await signIn(user)).toMatchObject({ username: "Ada Lovelace", emailVerified: true });
  });

  it("ends parallel first sign-ins with one account", async () => {
    const user = await newEmulatorUser();
    const results = await Promise.all(Array.from({ length: 8 }, () => signIn(user)));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
  });

  it("refuses a bad ID token and a filled honeypot, creating nothing", async () => {
    expect(await failure((await callerFor(null)).auth.exchange({ idToken: "forged" }))).toMatchObject({
      trpcCode: "UNAUTHORIZED",
    });
    const bot = await newEmulatorUser();
    expect(await failure(signIn(bot, { website: "http://spam.example" }))).toMatchObject({
      trpcCode: "BAD_REQUEST",
      error: "Sign-up refused",
      code: "SIGN_UP_REFUSED",
    });
    expect(
      await api.db.selectFrom("users").where("firebase_uid", "=", bot.uid).selectAll().execute(),
    ).toEqual([]);
  });

  it("updates only the caller's own settings, ignoring unknown languages and refusing unknown zones", async () => {
    const [alice, bob] = await Promise.all([newEmulatorUser(), newEmulatorUser()]);
    await Promise.all([signIn(alice), signIn(bob, { preferred_language: "de" })]);
    const asAlice = await callerFor(alice);

    expect(await asAlice.user.updateSettings({ dark_mode: "true", preferred_language: "xx" })).toMatchObject({
      dark_mode: true,
      preferred_language: "en",
    });
    expect(
      await asAlice.user.updateSettings({ preferred_language: "fr", timezone: "America/Sao_Paulo" }),
    ).toMatchObject({
      dark_mode: true,
      preferred_language: "fr",
      timezone: "America/Sao_Paulo",
    });
    expect(await failure(asAlice.user.updateSettings({ timezone: "Mars/Olympus_Mons" }))).toMatchObject({
      trpcCode: "BAD_REQUEST",
    });
    expect(await (await callerFor(bob)).user.settings()).toMatchObject({
      dark_mode: false,
      preferred_language: "de",
    });
  });

  it("records the answer to the terms and when it was given", async () => {
    const user = await newEmulatorUser();
    await signIn(user);
    const caller = await callerFor(user);
    const accepted = await caller.user.setTosAcceptance({ accepted: true });
    expect(accepted.tos_accepted).toBe(true);
    expect(Date.parse(accepted.tos_accepted_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(await caller.user.setTosAcceptance({ accepted: false })).toMatchObject({
      tos_accepted: false,
      tos_accepted_at: null,
    });
  });

  it("sees a change to the account made by any statement at the next call", async () => {
    const user = await newEmulatorUser();
    const { id } = await signIn(user);
    const caller = await callerFor(user);
    expect(await caller.user.settings()).toMatchObject({ dark_mode: false, timezone: null });
    // Another server copy, or on PGlite any other statement of this process.
    await api.db.updateTable("users").set({ dark_mode: true }).where("id", "=", id).execute();
    expect(await caller.user.settings()).toMatchObject({ dark_mode: true });
    await sql`update users set timezone = 'Europe/Rome' where id = ${id}`.execute(api.db);
    expect(await caller.user.settings()).toMatchObject({ dark_mode: true, timezone: "Europe/Rome" });
    await api.db.deleteFrom("users").where("id", "=", id).execute();
    expect(await failure(caller.user.settings())).toMatchObject({ code: "ACCOUNT_NOT_FOUND" });
  });

  it("gives each of the calls that arrive together its own account, and none to a stranger", async () => {
    const users = await Promise.all([newEmulatorUser(), newEmulatorUser(), newEmulatorUser()]);
    const accounts = await Promise.all(users.map((user) => signIn(user)));
    const callers = await Promise.all(users.map((user) => callerFor(user)));
    const stranger = await callerFor(await newEmulatorUser());
    // Each user calls four times, all at once.
    const rounds = [...callers, ...callers, ...callers, ...callers];
    const answers = await Promise.all(rounds.map(async (caller) => (await caller.user.settings()).id));
    const ids = accounts.map((account) => account.id);
    expect(answers).toEqual([...ids, ...ids, ...ids, ...ids]);
    const [first] = callers;
    if (!first) throw new Error("no caller");
    const [mine, theirs] = await Promise.allSettled([first.user.settings(), stranger.user.settings()]);
    expect(mine).toMatchObject({ status: "fulfilled", value: { id: accounts[0]?.id } });
    expect(theirs).toMatchObject({ status: "rejected", reason: { body: { code: "ACCOUNT_NOT_FOUND" } } });
  });

  it("needs a token and an account for the settings", async () => {
    expect(await failure((await callerFor(null)).user.settings())).toMatchObject({
      trpcCode: "UNAUTHORIZED",
    });
    expect(await failure((await callerFor(await newEmulatorUser())).user.settings())).toMatchObject({
      code: "ACCOUNT_NOT_FOUND",
    });
  });

  describe("deleting an account", () => {
    const seed = async (user: EmulatorUser) => {
      const { id } = await signIn(user);
      const entry = await api.db
        .insertInto("journal_entries")
        .values({ user_id: id, restaurant_name: "Gone", visit_date: "2025-01-02" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const paths = [
        `photos/${user.uid.toLowerCase().replace(/[^a-z0-9]/g, "")}.webp`,
        `photos/t${id.replace(/-/g, "")}.webp`,
      ];
      await Promise.all(paths.map((path) => api.ports.photos.put(path, Buffer.from("x"), "image/webp")));
      await api.db
        .insertInto("entry_photos")
        .values({
          entry_id: entry.id,
          storage_path: paths[0] ?? "",
          thumbnail_path: paths[1] ?? "",
          content_type: "image/webp",
          size_bytes: 1,
          width: 1,
          height: 1,
          position: 0,
        })
        .execute();
      await api.db.insertInto("memberships").values({ user_id: id }).execute();
      return { id, entryId: entry.id, paths };
    };

    it("removes every row, every file and the identity user", async () => {
      const user = await newEmulatorUser({ emailVerified: true });
      const { id, entryId, paths } = await seed(user);
      expect(await (await callerFor(user)).user.deleteAccount({ firebaseUid: user.uid })).toEqual({
        message: "Account deleted successfully",
      });
      for (const table of ["journal_entries", "memberships"] as const) {
        expect(await api.db.selectFrom(table).where("user_id", "=", id).selectAll().execute()).toEqual([]);
      }
      expect(await api.db.selectFrom("users").where("id", "=", id).selectAll().execute()).toEqual([]);
      expect(
        await api.db.selectFrom("entry_photos").where("entry_id", "=", entryId).selectAll().execute(),
      ).toEqual([]);
      for (const path of paths) expect(await api.ports.photos.get(path)).toBeNull();
      await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    });

    it("is refused while a paid subscription is active, and for someone else's uid", async () => {
      const user = await newEmulatorUser();
      const { id } = await seed(user);
      await api.db
        .updateTable("memberships")
        .set({ level: "member", stripe_subscription_id: `sub_${id}`, stripe_subscription_status: "active" })
        .where("user_id", "=", id)
        .execute();
      const caller = await callerFor(user);
      expect(await failure(caller.user.deleteAccount({}))).toMatchObject({
        trpcCode: "CONFLICT",
        code: "ACTIVE_SUBSCRIPTION",
        subscriptionStatus: "active",
      });
      expect(await failure(caller.user.deleteAccount({ firebaseUid: "someone-else" }))).toMatchObject({
        trpcCode: "FORBIDDEN",
      });
      expect(await api.db.selectFrom("users").where("id", "=", id).selectAll().execute()).toHaveLength(1);
    });

    it("tells a legacy account that deletion needs a password", async () => {
      const user = await newEmulatorUser();
      const { id } = await signIn(user);
      // A legacy account keeps its uid link here only so the caller can reach it.
      await api.db.updateTable("users").set({ auth_provider: "legacy" }).where("id", "=", id).execute();
      expect(await failure((await callerFor(user)).user.deleteAccount({}))).toMatchObject({
        trpcCode: "BAD_REQUEST",
        code: "LEGACY_ACCOUNT",
      });
    });
  });
});
