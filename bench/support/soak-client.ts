import type { AppUser } from "@bitelog/api/testing";

/** What one client knows the server acknowledged: its user's entries and their photos. */
export interface KnownEntry {
  name: string;
  comment: string;
  rating: number;
  photoUrls: string[];
  /** A write to it failed without an answer (a restart): either state may be true now. */
  uncertain: boolean;
}

export interface SoakStats {
  requests: number;
  byOperation: Record<string, number>;
  /** Unexpected answers, or failures while the server was up. */
  errors: string[];
  /** Calls that failed because the server was being restarted (not errors). */
  refusedDuringRestart: number;
  /** Entries read back (one entry, or each in a list) and compared with what was acknowledged. */
  readsChecked: number;
  /** Reads that answered an older state than one already acknowledged (another copy's stale cache). */
  stale: string[];
}

export interface SoakClientOptions {
  baseUrl: string;
  user: AppUser;
  index: number;
  photo: Buffer;
  /** Whether the server is deliberately down at this moment (a restart in progress). */
  restarting: () => boolean;
  stopAt: number;
  stats: SoakStats;
}

/** The fields of an entry's read model that a soak write changes. */
interface ReadEntry {
  id: string;
  comment: string | null;
  rating: number | null;
}

type Op = "list" | "get" | "search" | "create" | "update" | "delete" | "upload" | "deletePhoto";

/** How often each operation is picked, out of 100. */
const MIX: [Op, number][] = [
  ["list", 30],
  ["get", 20],
  ["search", 10],
  ["create", 15],
  ["update", 10],
  ["delete", 5],
  ["upload", 6],
  ["deletePhoto", 4],
];
const MAX_PHOTOS = 10;

function pick(): Op {
  let roll = Math.random() * 100;
  for (const [op, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return op;
  }
  return "list";
}

const CALL_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SoakClientResult {
  known: Map<string, KnownEntry>;
  /** Creates whose answer was lost in a restart: each may or may not have happened. */
  unconfirmedCreates: number;
}

/** Runs one client until `stopAt`: mixed reads and writes, 50–250 ms apart, tracking every acknowledgement. */
export async function runSoakClient(options: SoakClientOptions): Promise<SoakClientResult> {
  const { baseUrl, user, index, stats } = options;
  const known = new Map<string, KnownEntry>();
  let counter = 0;
  let unconfirmedCreates = 0;

  const send = async (method: string, path: string, body?: unknown, form?: FormData) => {
    const headers: Record<string, string> = { authorization: `Bearer ${await user.idToken()}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    return fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      // Far beyond the server's own deadlines: a call still unanswered then is a hang to report,
      // not something to wait out for fetch's default of minutes.
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  };
  /**
   * This client's calls are sequential, so every acknowledged write precedes the read: whichever copy
   * answers must show it.
   */
  const checkFreshness = (answer: unknown) => {
    const read = (Array.isArray(answer) ? answer : [answer]) as ReadEntry[];
    const seen = new Map(read.map((entry) => [entry.id, entry]));
    const expectedIds = Array.isArray(answer) ? [...known.keys()] : read.map((entry) => entry.id);
    for (const entryId of expectedIds) {
      const acknowledged = known.get(entryId);
      if (!acknowledged || acknowledged.uncertain) continue;
      stats.readsChecked++;
      const entry = seen.get(entryId);
      if (entry?.comment !== acknowledged.comment || entry.rating !== acknowledged.rating) {
        stats.stale.push(
          `client ${index}: ${entryId} read as ${entry ? `${entry.comment}/${entry.rating}` : "missing"}, acknowledged ${acknowledged.comment}/${acknowledged.rating}`,
        );
      }
    }
  };
  const someEntry = () => {
    const ids = [...known.keys()];
    return ids[Math.floor(Math.random() * ids.length)];
  };

  while (Date.now() < options.stopAt) {
    const op = pick();
    const id = someEntry();
    let expected = [200];
    let apply: (answer: unknown) => void = () => undefined;
    /** The entry a lost answer leaves in doubt ("created": a new one that may exist). */
    let uncertainOnFailure: string | null = null;
    let call: () => Promise<Response>;
    switch (op) {
      case "list":
        call = () => send("GET", "/api/journal");
        break;
      case "get":
        if (!id) continue;
        call = () => send("GET", `/api/journal/${id}`);
        if (known.get(id)?.uncertain) expected = [200, 404];
        break;
      case "search":
        call = () => send("GET", `/api/journal/search?q=${encodeURIComponent(`c${index}n`)}`);
        break;
      case "create": {
        const fields = { name: `Soak c${index}n${counter++}`, comment: "first visit", rating: 3 };
        call = () =>
          send("POST", "/api/journal", {
            restaurantName: fields.name,
            visitDate: "2025-10-27",
            rating: fields.rating,
            comment: fields.comment,
          });
        expected = [201];
        apply = (answer) =>
          known.set((answer as { id: string }).id, { ...fields, photoUrls: [], uncertain: false });
        uncertainOnFailure = "created";
        break;
      }
      case "update": {
        const entry = id ? known.get(id) : undefined;
        if (!id || !entry) continue;
        const next = { comment: `visit ${counter++}`, rating: 1 + (counter % 5) };
        call = () =>
          send("PUT", `/api/journal/${id}`, {
            restaurantName: entry.name,
            visitDate: "2025-10-27",
            rating: next.rating,
            comment: next.comment,
          });
        if (entry.uncertain) expected = [200, 404];
        apply = () => Object.assign(entry, next);
        uncertainOnFailure = id;
        break;
      }
      case "delete":
        if (!id) continue;
        call = () => send("DELETE", `/api/journal/${id}`);
        if (known.get(id)?.uncertain) expected = [200, 404];
        apply = () => known.delete(id);
        uncertainOnFailure = id;
        break;
      case "upload": {
        const entry = id ? known.get(id) : undefined;
        if (!id || !entry || entry.uncertain || entry.photoUrls.length >= MAX_PHOTOS) continue;
        const form = new FormData();
        form.append("photos", new File([new Uint8Array(options.photo)], "soak.jpg", { type: "image/jpeg" }));
        call = () => send("POST", `/api/journal/${id}/photos`, undefined, form);
        apply = (answer) => (entry.photoUrls = (answer as { photoUrls: string[] }).photoUrls);
        uncertainOnFailure = id;
        break;
      }
      case "deletePhoto": {
        const entry = id ? known.get(id) : undefined;
        const photo = entry?.photoUrls[0];
        if (!id || !entry || entry.uncertain || !photo) continue;
        call = () => send("DELETE", `/api/journal/${id}/photos`, { photoUrlsToDelete: [photo] });
        apply = (answer) => (entry.photoUrls = (answer as { photoUrls: string[] }).photoUrls);
        uncertainOnFailure = id;
        break;
      }
    }
    const startedWhileDown = options.restarting();
    const duringRestart = () => startedWhileDown || options.restarting();
    /** An answer lost in a restart: the server may have acted on the write before it went. */
    const lost = () => {
      stats.refusedDuringRestart++;
      if (uncertainOnFailure === "created") unconfirmedCreates++;
      const entry = uncertainOnFailure ? known.get(uncertainOnFailure) : undefined;
      if (entry) entry.uncertain = true;
    };
    stats.requests++;
    stats.byOperation[op] = (stats.byOperation[op] ?? 0) + 1;
    try {
      const response = await call();
      const answer: unknown = await response.json();
      if (expected.includes(response.status)) {
        if (response.status < 300) apply(answer);
        else known.delete(id ?? "");
        if (response.status === 200 && (op === "get" || op === "list")) checkFreshness(answer);
      } else if (response.status === 502 && duringRestart()) {
        // The balancer's answer for a request its copy dropped when it was stopped.
        lost();
        await sleep(200);
      } else {
        stats.errors.push(`${op}: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
      }
    } catch (error) {
      if (duringRestart()) {
        lost();
      } else {
        const { message, cause } = error as Error;
        stats.errors.push(`${op}: ${message} ${cause instanceof Error ? cause.message : ""}`);
      }
      await sleep(200);
    }
    await sleep(50 + Math.random() * 200);
  }
  return { known, unconfirmedCreates };
}
