import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser, TestBilling } from "@bitelog/api/testing";
import type { DatabaseTimeouts, Db } from "@bitelog/db";
import type { TestDatabase } from "@bitelog/db/testing";
import { createAppUser, startTestBilling } from "@bitelog/api/testing";
import { createDb } from "@bitelog/db";
import { testBackends } from "@bitelog/db/testing";

import type { TcpProxy } from "./testing/tcp-proxy";
import type { TestServer } from "./testing/test-server";
import { startTcpProxy } from "./testing/tcp-proxy";
import { startServerWithTestSettings, startTestServer } from "./testing/test-server";

const postgres = testBackends().find((backend) => backend.name === "postgres");

/** A proxy on a free port to `url`'s host, and `url` changed to reach it. */
async function proxied(url: string): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  target.host = `127.0.0.1:${proxy.port}`;
  return { proxy, url: target.toString().replace(/\/$/, "") };
}

async function call(server: TestServer, user: AppUser, method: string, path: string, body?: unknown) {
  const response = await server.request(path, {
    method,
    headers: { authorization: `Bearer ${await user.idToken()}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The settled order of promises: which answered first. */
function inOrder() {
  const order: string[] = [];
  return {
    order,
    track: <T>(name: string, promise: Promise<T>) => promise.finally(() => order.push(name)),
  };
}

describe.each(testBackends())("a Stripe that stops answering, on $name", (backend) => {
  let stripe: TestBilling;
  let stripeProxy: TcpProxy;
  let server: TestServer;
  let user: AppUser;

  beforeAll(async () => {
    stripe = await startTestBilling();
    const toStripe = await proxied(stripe.env.STRIPE_API_BASE ?? "");
    stripeProxy = toStripe.proxy;
    server = await startTestServer(
      backend,
      { ...stripe.env, STRIPE_API_BASE: toStripe.url },
      { stripeTimeoutMs: 1000 },
    );
    user = await createAppUser(server.db);
  });
  afterAll(async () => {
    await stripeProxy.close();
    await Promise.all([server.stop(), stripe.close(), user.dispose()]);
  });

  it("holds none of the user's rows while it waits, and answers 503 saying Stripe is the trouble", async () => {
    // A customer first, so that a refresh has something to ask Stripe.
    const checkout = await call(server, user, "POST", "/api/stripe/create-checkout-session", {
      membershipLevel: "member",
      interval: "month",
    });
    expect(checkout.status).toBe(200);

    stripeProxy.stall();
    const { order, track } = inOrder();
    const refresh = track("refresh", call(server, user, "POST", "/trpc/membership.refresh", {}));
    const checkoutAgain = track(
      "checkout",
      call(server, user, "POST", "/api/stripe/create-checkout-session", {
        membershipLevel: "member",
        interval: "year",
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const settings = await track(
      "settings",
      call(server, user, "PUT", "/api/user/settings", { dark_mode: true }),
    );
    const entry = await track(
      "entry",
      call(server, user, "POST", "/api/journal", { restaurantName: "Meanwhile", visitDate: "2025-10-27" }),
    );
    expect([settings.status, entry.status]).toEqual([200, 201]);

    const unavailable = { error: "Payment service unavailable", code: "PAYMENT_SERVICE_UNAVAILABLE" };
    expect(await checkoutAgain).toMatchObject({ status: 503, body: unavailable });
    expect(await refresh).toMatchObject({
      status: 503,
      body: { error: { data: { appError: unavailable } } },
    });
    expect(order.slice(0, 2)).toEqual(["settings", "entry"]);
  });
});

/**
 * A server on a PostgreSQL database of its own with a small pool and the given timeouts, and two
 * users: one whose row a peer will hold, and another who must not notice.
 */
function twoUsersOnPostgres(timeouts: Partial<DatabaseTimeouts>) {
  const on = {} as { database: TestDatabase; db: Db; server: TestServer; locked: AppUser; other: AppUser };
  beforeAll(async () => {
    on.database = await (postgres?.create() ?? Promise.reject(new Error("no PostgreSQL")));
    on.db = await createDb({ kind: "postgres", url: on.database.url ?? "", maxConnections: 4, timeouts });
    on.server = await startServerWithTestSettings({}, { db: on.db });
    [on.locked, on.other] = await Promise.all([createAppUser(on.db), createAppUser(on.db)]);
  });
  afterAll(async () => {
    await on.server.stop();
    await Promise.all([on.locked.dispose(), on.other.dispose()]);
    await on.db.destroy();
    await on.database.destroy();
  });
  return on;
}

describe.runIf(postgres)("a peer that holds a lock or stops answering, on PostgreSQL", () => {
  // A copy that lost its connection mid-transaction is ended by PostgreSQL after its idle time.
  const on = twoUsersOnPostgres({ lockMs: 300, idleInTransactionMs: 4000 });

  it("gives up a lock wait in seconds (503, database busy), serves other users meanwhile, and ends the peer's idle transaction", async () => {
    // A server copy that lost its connection mid-transaction, holding the user's row.
    await call(on.server, on.locked, "GET", "/api/user/settings");
    const peer = new pg.Client({
      connectionString: on.database.url,
      idle_in_transaction_session_timeout: 4000,
    });
    await peer.connect();
    peer.on("error", () => undefined);
    await peer.query("begin");
    await peer.query("select 1 from users where id = $1 for update", [on.locked.accountId]);

    const writes = Array.from({ length: 8 }, () =>
      call(on.server, on.locked, "PUT", "/api/user/settings", { dark_mode: true }),
    );
    expect(await call(on.server, on.other, "GET", "/api/journal")).toEqual({ status: 200, body: [] });
    for (const write of await Promise.all(writes)) {
      expect(write).toMatchObject({ status: 503, body: { error: "Database busy", code: "DATABASE_BUSY" } });
    }

    // The peer's transaction is ended for it; the user's writes go through again.
    await expect(
      new Promise((resolve) => setTimeout(resolve, 4500)).then(() => peer.query("select 1")),
    ).rejects.toThrow();
    expect((await call(on.server, on.locked, "PUT", "/api/user/settings", { dark_mode: true })).status).toBe(
      200,
    );
    await peer.end().catch(() => undefined);
  });

  it("answers 503 at the request's deadline when the database stops answering", async () => {
    const { proxy, url } = await proxied(on.database.url ?? "");
    const cutOff = await startServerWithTestSettings({ DATABASE_URL: url }, { requestDeadlineMs: 1000 });
    try {
      expect((await call(cutOff, on.other, "GET", "/api/journal")).status).toBe(200);
      proxy.stall();
      const timedOut = {
        error: "Request timed out",
        code: "REQUEST_TIMED_OUT",
        message: "The server could not answer in time. Please try again in a few seconds.",
      };
      expect(await call(cutOff, on.other, "GET", "/api/journal")).toEqual({ status: 503, body: timedOut });
      // A visitor's share page, read from the same stalled database.
      const sharePage = await cutOff.request(`/s/${"a".repeat(43)}`);
      expect({ status: sharePage.status, body: await sharePage.json() }).toEqual({
        status: 503,
        body: timedOut,
      });
    } finally {
      // Ends the stalled connections, so that the server's pool can close.
      await proxy.close();
      await cutOff.stop();
    }
  });
});

describe.runIf(postgres)("a user's writes piled up behind a peer's lock, on PostgreSQL", () => {
  // A request waits less for a pooled connection than the locked user's writes hold them all.
  const on = twoUsersOnPostgres({ lockMs: 1000, connectMs: 1000 });

  it("cannot take another user's connections: 40 queued writes, and the other user's list and create succeed", async () => {
    await call(on.server, on.locked, "GET", "/api/user/settings");
    const peer = new pg.Client({ connectionString: on.database.url });
    await peer.connect();
    await peer.query("begin");
    await peer.query("select 1 from users where id = $1 for update", [on.locked.accountId]);
    try {
      const writes = Array.from({ length: 40 }, () =>
        call(on.server, on.locked, "PUT", "/api/user/settings", { dark_mode: true }),
      );
      // Once the first writes wait for the lock, the rest have arrived too.
      const observer = new pg.Client({ connectionString: on.database.url });
      await observer.connect();
      const waiting = async () =>
        (
          await observer.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          )
        ).rows[0]?.n ?? 0;
      while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      await observer.end();

      expect(await call(on.server, on.other, "GET", "/api/journal")).toEqual({ status: 200, body: [] });
      const visit = { restaurantName: "Next Door", visitDate: "2025-10-27" };
      expect((await call(on.server, on.other, "POST", "/api/journal", visit)).status).toBe(201);

      const answers = await Promise.all(writes);
      for (const answer of answers) {
        const body = answer.body as { error: string; code: string };
        expect([
          { status: 503, error: "Database busy", code: "DATABASE_BUSY" },
          { status: 429, error: "Too many writes at once", code: "TOO_MANY_WRITES" },
        ]).toContainEqual({ status: answer.status, error: body.error, code: body.code });
      }
    } finally {
      await peer.end().catch(() => undefined);
    }
  });
});
