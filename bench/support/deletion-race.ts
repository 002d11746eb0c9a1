import { request } from "node:http";

import type { AppUser } from "@bitelog/api/testing";

/** What the race phase saw; the rows left are counted from the database afterwards. */
export interface DeletionRaceResult {
  runs: number;
  /** The uids whose accounts were deleted: none may have a users row afterwards. */
  uids: string[];
  /** Exchanges on the other copy while a deletion ran: signed in (200) / refused (401). */
  signedIn: number;
  refused: number;
  /** Anything but the expected answers, one line each. */
  problems: string[];
}

/** Run i starts its exchanges i steps after the deletion was sent, as the attacker's did. */
const STAGGER_MS = 7;
/** Each run's exchanges stop here, under the sign-in limit per client address. */
const MAX_EXCHANGES = 40;

interface Answer {
  status: number;
  body: string;
}

/**
 * One HTTP call straight to a server copy (not through the balancer), from a loopback address of
 * the run's own: each run is a client of its own for the per-address sign-in limit.
 */
function call(
  port: number,
  localAddress: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<Answer> {
  const text = body === undefined ? "" : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method,
        path,
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          // Node sends a DELETE's body unframed without it.
          "content-length": String(Buffer.byteLength(text)),
        },
        timeout: 30_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${method} ${path}: no answer in time`)));
    outgoing.on("error", reject);
    outgoing.end(text);
  });
}

/**
 * Deletion is final across copies (issue 30): for each user (one run each), `DELETE /api/users/me`
 * on one copy while the other copy keeps answering `POST /api/auth/firebase` for the same user, with
 * the exchanges starting later in each run. Afterwards the old token is tried on the exchanging
 * copy, which had verified it before: every call must be refused.
 */
export async function raceDeletions(
  users: readonly AppUser[],
  deletingPort: number,
  exchangingPort: number,
): Promise<DeletionRaceResult> {
  const result: DeletionRaceResult = {
    runs: users.length,
    uids: users.map((user) => user.uid),
    signedIn: 0,
    refused: 0,
    problems: [],
  };
  const raceOnce = async (run: number, user: AppUser) => {
    const from = `127.0.0.${10 + run}`;
    const token = await user.idToken();
    const exchange = () =>
      call(exchangingPort, from, "POST", "/api/auth/firebase", token, { idToken: token });
    // The exchanging copy verifies the token now, and trusts it from then on.
    const before = await call(exchangingPort, from, "GET", "/api/user/settings", token);
    if (before.status !== 200) {
      result.problems.push(`run ${run}: settings answered ${before.status} before the deletion`);
      return;
    }

    const progress = { deletionAnswered: false };
    const deletion = call(deletingPort, from, "DELETE", "/api/users/me", token, {}).finally(() => {
      progress.deletionAnswered = true;
    });
    const exchanges = (async () => {
      await new Promise((resolve) => setTimeout(resolve, run * STAGGER_MS));
      // At least one, even when the deletion has answered by then.
      let sent = 0;
      do {
        const answer = await exchange();
        sent++;
        if (answer.status === 200) result.signedIn++;
        else if (answer.status === 401) result.refused++;
        else result.problems.push(`run ${run}: an exchange answered ${answer.status} ${answer.body}`);
      } while (sent < MAX_EXCHANGES && !progress.deletionAnswered);
    })();
    const [deleted] = await Promise.all([deletion, exchanges]);
    if (deleted.status !== 200) {
      result.problems.push(`run ${run}: the deletion answered ${deleted.status} ${deleted.body}`);
    }
    for (const [method, path, body] of [
      ["POST", "/api/auth/firebase", { idToken: token }],
      ["GET", "/api/user/settings", undefined],
      ["PUT", "/api/user/tos-acceptance", { accepted: true }],
      ["POST", "/api/journal", { restaurantName: "After the end", visitDate: "2025-03-04" }],
    ] as const) {
      const after = await call(exchangingPort, from, method, path, token, body);
      if (after.status !== 401) {
        result.problems.push(`run ${run}: ${method} ${path} after the deletion answered ${after.status}`);
      }
    }
  };
  for (const [run, user] of users.entries()) {
    await raceOnce(run, user).catch((error: unknown) => {
      result.problems.push(`run ${run}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return result;
}
