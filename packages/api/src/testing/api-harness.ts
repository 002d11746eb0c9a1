import { afterAll, beforeAll } from "vitest";

import type { Db } from "@bitelog/db";
import type { TestBackend, TestDatabase } from "@bitelog/db/testing";

import type { Logger } from "../logger";
import type { AppUser } from "./app-user";
import type { TestBilling } from "./billing";
import type { EmulatorUser } from "./emulator-users";
import { citiesSettled } from "../geocoding/entry-cities";
import { geocodingSettled } from "../geocoding/geocode-entries";
import { createAppUser } from "./app-user";
import { startTestBilling } from "./billing";
import { callerWith } from "./caller";
import { createEmulatorUser } from "./emulator-users";
import { createTestPorts } from "./ports";

type TestPorts = Awaited<ReturnType<typeof createTestPorts>>;

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} is only there inside the tests (after beforeAll)`);
  return value;
}

/**
 * A fresh database of `backend`, the test ports (paying through a Stripe sandbox of its own when
 * `stripe` is set) and the users a describe block makes, set up before its tests and all closed after
 * them: the set-up every procedure test shares, registered once here instead of copied into each.
 */
export function useApiHarness(backend: TestBackend, options: { stripe?: boolean } = {}) {
  let database: TestDatabase | undefined;
  let ports: TestPorts | undefined;
  let stripe: TestBilling | undefined;
  const users: EmulatorUser[] = [];

  beforeAll(async () => {
    [database, stripe] = await Promise.all([
      backend.create(),
      options.stripe ? startTestBilling() : undefined,
    ]);
    ports = await createTestPorts({ billing: stripe?.billing });
  });
  afterAll(async () => {
    if (database) await Promise.all([geocodingSettled(database.db), citiesSettled(database.db)]);
    await Promise.all([
      database?.destroy(),
      ports?.close(),
      stripe?.close(),
      ...users.map((user) => user.dispose()),
    ]);
  });

  const db = (): Db => ready(database, "db").db;
  const testPorts = () => ready(ports, "ports");
  return {
    get db() {
      return db();
    },
    get ports() {
      return testPorts();
    },
    /** The Stripe sandbox the ports pay through; only with `{ stripe: true }`. */
    get stripe() {
      return ready(stripe, "stripe (ask for it with { stripe: true })");
    },
    /** A user the main app lets in (see createAppUser), disposed after the block. */
    newUser: async (): Promise<AppUser> => {
      const user = await createAppUser(db());
      users.push(user);
      return user;
    },
    /** A user only signed up in the Auth emulator, without an account yet, disposed after the block. */
    newEmulatorUser: async (
      userOptions?: Parameters<typeof createEmulatorUser>[0],
    ): Promise<EmulatorUser> => {
      const user = await createEmulatorUser(userOptions);
      users.push(user);
      return user;
    },
    /** The app router called in-process as `user` (or anonymously for null). */
    callerFor: async (user: EmulatorUser | null, extra: { logger?: Logger; shareLinkSecret?: string } = {}) =>
      callerWith({ db: db(), ports: testPorts(), ...extra }, user ? await user.idToken() : null),
  };
}
