import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { Db, User } from "@bitelog/db";
import type { TestDatabase } from "@bitelog/db/testing";
import { testBackends } from "@bitelog/db/testing";

import { rejectionOf } from "../testing";
import { findAccount, recordDeletedIdentity, upsertAccount } from "./accounts";

describe.each(testBackends())("reading an account on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let uid: string;
  let account: User;
  beforeEach(async () => {
    database = await backend.create();
    db = database.db;
    uid = `uid-${randomUUID()}`;
    const identity = {
      uid,
      email: `${uid}@example.com`,
      emailVerified: true,
      name: null,
      signInProvider: "password",
    };
    account = await upsertAccount({ db, identity }, {});
  });
  afterEach(() => database.destroy());

  it("keeps a read on the embedded database only, where every change is told to this process", async () => {
    const first = await findAccount(db, uid);
    const second = await findAccount(db, uid);
    expect(second).toEqual(first);
    // The same object is a read kept; PostgreSQL's other server copies could have changed the row.
    expect(second === first).toBe(backend.name === "pglite");
  });

  it("sees a change to the row committed before the read, by any statement", async () => {
    await findAccount(db, uid);
    await db.updateTable("users").set({ dark_mode: true }).where("id", "=", account.id).execute();
    expect(await findAccount(db, uid)).toMatchObject({ dark_mode: true });

    // A journal write bumps the version through the triggers of 0002_journal_version.
    const { journal_version: before } = (await findAccount(db, uid)) ?? account;
    await db
      .insertInto("journal_entries")
      .values({ user_id: account.id, restaurant_name: "Told", visit_date: "2025-01-02" })
      .execute();
    expect((await findAccount(db, uid))?.journal_version).toBe(before + 1);
  });

  it("sees a change committed by a transaction, and not one rolled back", async () => {
    await findAccount(db, uid);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ timezone: "Europe/Lisbon" })
        .where("id", "=", account.id)
        .execute();
    });
    expect(await findAccount(db, uid)).toMatchObject({ timezone: "Europe/Lisbon" });

    const rolledBack = db.transaction().execute(async (trx) => {
      await trx.updateTable("users").set({ timezone: "Asia/Tokyo" }).where("id", "=", account.id).execute();
      throw new Error("rolled back");
    });
    await expect(rolledBack).rejects.toThrow("rolled back");
    expect(await findAccount(db, uid)).toMatchObject({ timezone: "Europe/Lisbon" });
  });

  it("refuses the identity once its account is deleted, though a read was kept", async () => {
    await findAccount(db, uid);
    await db.transaction().execute(async (trx) => {
      await recordDeletedIdentity(trx, uid);
      await trx.deleteFrom("users").where("id", "=", account.id).execute();
    });
    expect(await rejectionOf(findAccount(db, uid))).toMatchObject({
      status: 401,
      body: { code: "ACCOUNT_DELETED" },
    });
  });

  it("sees every change that commits while reads are under way", async () => {
    await findAccount(db, uid);
    // Reads and writes interleaved in one turn: each write's change is seen by the reads after it.
    const reads: Promise<User | undefined>[] = [];
    for (const n of [1, 2, 3]) {
      reads.push(findAccount(db, uid));
      await db
        .updateTable("users")
        .set({ username: `name ${n}` })
        .where("id", "=", account.id)
        .execute();
      reads.push(findAccount(db, uid));
    }
    await Promise.all(reads);
    expect(await findAccount(db, uid)).toMatchObject({ username: "name 3" });
  });
});
