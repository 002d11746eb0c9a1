import type { IncomingHttpHeaders } from "node:http";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser, TestBilling } from "@bitelog/api/testing";
import { createAppUser, forgedToken, smallPng, startTestBilling, tamperedToken } from "@bitelog/api/testing";
import { REQUESTS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { FuzzRequest } from "./testing/fuzz-requests";
import type { TestServer } from "./testing/test-server";
import { fuzzRequests } from "./testing/fuzz-requests";
import { startTestServer } from "./testing/test-server";

/** Cases per backend: about ten seconds each. fast-check prints the seed of a failure to replay it. */
const RUNS = 1500;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Sends a request as is (node:http, so no header or body is tidied up on the way). A request on a
 * kept-alive socket that the server closed meanwhile (after a 413 it does) is sent again on a new
 * one, as Node's documentation advises for keep-alive agents.
 */
async function send(base: string, agent: Agent, req: FuzzRequest): Promise<Answer> {
  try {
    return await sendOnce(base, agent, req);
  } catch (error) {
    if (!(error instanceof ReusedSocketClosed)) throw error;
    return sendOnce(base, agent, req);
  }
}

class ReusedSocketClosed extends Error {}

/**
 * The server closes a connection whose body it leaves unread: at once past the JSON limit (413),
 * or once the Node adapter gives up draining a body it did not need (on a busy machine, before the
 * client has written it all). The reset can then come before the answer is read; nothing was shown.
 */
function closedWithBodyUnread(req: FuzzRequest, error: NodeJS.ErrnoException): boolean {
  const closed = error.code === "ECONNRESET" || error.code === "EPIPE";
  return closed && (req.body?.length ?? 0) > 0;
}

function sendOnce(base: string, agent: Agent, req: FuzzRequest): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, method: req.method, path: req.path, headers: req.headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (closedWithBodyUnread(req, error)) {
        resolve({
          status: (req.body?.length ?? 0) > REQUESTS.jsonBodyBytes ? 413 : 0,
          headers: {},
          body: Buffer.alloc(0),
        });
        return;
      }
      reject(
        outgoing.reusedSocket && error.code === "ECONNRESET" ? new ReusedSocketClosed(error.message) : error,
      );
    });
    if (!req.slow || !req.body) {
      outgoing.end(req.body ?? undefined);
      return;
    }
    // A slow client: the body in four parts, a moment apart.
    const body = req.body;
    const part = Math.ceil(body.length / 4);
    const sendPart = (i: number) => {
      if (i >= 4 || outgoing.destroyed) {
        outgoing.end();
        return;
      }
      outgoing.write(body.subarray(i * part, (i + 1) * part));
      setTimeout(() => sendPart(i + 1), 5);
    };
    sendPart(0);
  });
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe.each(testBackends())("every route and procedure, fuzzed, on $name", (backend) => {
  let billing: TestBilling;
  let server: TestServer;
  let victim: AppUser;
  let attackers: AppUser[];
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  /** Text only the victim's data contains. */
  const secret = `victim-${crypto.randomUUID()}`;
  let victimJournal: unknown;
  let victimFiles: string[];
  let victimFileHashes: Set<string>;
  const hashesOf = (files: string[]) =>
    Promise.all(files.map(async (path) => sha256(await readFile(join(server.dataDir, "photos", path)))));
  let pools: Parameters<typeof fuzzRequests>[0];

  const call = async (user: AppUser, method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, server.url), {
      method,
      headers: { authorization: `Bearer ${await user.idToken()}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const addPhoto = async (user: AppUser, entryId: string, colour: string) => {
    const form = new FormData();
    form.append("photos", new File([new Uint8Array(await smallPng(colour))], "p.png"));
    const response = await fetch(new URL(`/api/journal/${entryId}/photos`, server.url), {
      method: "POST",
      headers: { authorization: `Bearer ${await user.idToken()}` },
      body: form,
    });
    return ((await response.json()) as { photoUrls: string[] }).photoUrls;
  };
  /** A journal with an entry and a photo of its own colour; the victim's entries carry the secret. */
  const seed = async (user: AppUser, label: string, colour: string) => {
    const entry = await call(user, "POST", "/api/journal", {
      restaurantName: `${label} Bistro`,
      restaurantAddress: `${label} 1 Main Street`,
      visitDate: "2025-10-27",
      comment: `${label} had the soup`,
    });
    const photoUrls = await addPhoto(user, entry.id as string, colour);
    return { id: entry.id as string, paths: photoUrls.map((url) => url.replace("/api/images/", "")) };
  };

  beforeAll(async () => {
    billing = await startTestBilling();
    server = await startTestServer(backend, billing.env);
    const [first, ...others] = await Promise.all([0, 1, 2].map(() => createAppUser(server.db)));
    if (!first) throw new Error("no users");
    [victim, attackers] = [first, others];
    // The attackers pay, so their accounts survive the deletions they send (refused: 409) and the
    // rest of the run still speaks as them; deleting an account is tested in users.test.ts.
    await server.db
      .insertInto("memberships")
      .values(
        attackers.map((attacker, i) => ({
          user_id: attacker.accountId,
          level: "member" as const,
          stripe_subscription_id: `sub_fuzz_${i}`,
          stripe_subscription_status: "active",
        })),
      )
      .execute();
    const victimEntry = await seed(victim, secret, "#aa0000");
    const attackerEntries = await Promise.all(
      attackers.map((attacker, i) => seed(attacker, "attacker", i === 0 ? "#00aa00" : "#0000aa")),
    );
    victimJournal = await call(victim, "GET", "/api/journal");
    victimFiles = victimEntry.paths.flatMap((path) => [path, path.replace(".webp", "-thumb.webp")]);
    victimFileHashes = new Set(await hashesOf(victimFiles));
    const attackerTokens = await Promise.all(attackers.map((attacker) => attacker.idToken()));
    const [firstToken = ""] = attackerTokens;
    pools = {
      entryIds: [victimEntry.id, ...attackerEntries.map((entry) => entry.id)],
      photoPaths: [...victimEntry.paths, ...attackerEntries.flatMap((entry) => entry.paths)],
      authorizations: attackerTokens.map((token) => `Bearer ${token}`),
      badAuthorizations: [
        "",
        "Bearer",
        "Bearer garbage",
        `Basic ${firstToken}`,
        `Bearer ${tamperedToken(firstToken, { exp: 1 })}`,
        `Bearer ${forgedToken(firstToken)}`,
      ],
      uids: [victim.uid, ...attackers.map((attacker) => attacker.uid), "someone"],
      image: await smallPng(),
      webhookSecret: billing.env.STRIPE_WEBHOOK_SECRET ?? "",
    };
  });
  afterAll(async () => {
    agent.destroy();
    await Promise.all([victim.dispose(), ...attackers.map((attacker) => attacker.dispose())]);
    await server.stop();
    await billing.close();
  });

  // CI runs it beside the browser tests, which slow it down several times.
  it("never answers 5xx, never shows the victim's data, never falls over", { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequests(pools), async (req) => {
        const answer = await send(server.url, agent, req);
        const where = `${req.method} ${req.path}`;
        expect(answer.status, where).toBeLessThan(500);
        expect(answer.body.toString("latin1"), where).not.toContain(secret);
        expect(victimFileHashes.has(sha256(answer.body)), where).toBe(false);
      }),
      { numRuns: RUNS },
    );
    // Still up, and the victim's journal and photo files untouched by everything the attackers tried.
    expect((await fetch(new URL("/api/health", server.url))).status).toBe(200);
    expect(await call(victim, "GET", "/api/journal")).toEqual(victimJournal);
    expect(new Set(await hashesOf(victimFiles))).toEqual(victimFileHashes);
  });
});
