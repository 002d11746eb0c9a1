import type { ContextDeps } from "@bitelog/api/server";
import { sweepDueFiles, sweepEntryCities, sweepGeocoding, sweepRateLimitCounters } from "@bitelog/api/server";

/** How often each server copy tidies up; the work is shared through the database, so copies can overlap. */
const INTERVAL_MS = 10 * 60_000;
/** Counters older than this are of windows long over (the longest limit's window is an hour). */
const COUNTER_RETENTION_MS = 24 * 60 * 60_000;
/** Entries saved this recently may still be being geocoded by the save itself. */
const GEOCODING_GRACE_MS = 60_000;
/** Entries geocoded per sweep, one at a time: a backlog (an import) reaches the geocoder gently. */
const GEOCODING_BATCH = 50;
/** Entries placed in their town per sweep: the gazetteer is in-process, so a backlog goes fast. */
const CITIES_BATCH = 10_000;

/**
 * The background work of a running server: photo files left due in the clean-up journal (by a
 * crash, a restart or a storage failure), spent rate-limit counters, entries left to geocode (by a
 * crash, a restart or an import), and entries whose town is still to be found (saved before towns
 * were stored, or imported). Once at start, then every ten minutes. Each job fails on its own: its
 * failure is logged and it is tried again next time, and the others still run.
 */
export function startHousekeeping(deps: Pick<ContextDeps, "db" | "ports" | "logger">): {
  stop(): Promise<void>;
} {
  let running: Promise<void> = Promise.resolve();
  const tidy = async () => {
    const now = deps.ports.clock.now();
    const jobs: [name: string, sweep: () => Promise<number>][] = [
      ["files", () => sweepDueFiles(deps, now)],
      ["counters", () => sweepRateLimitCounters(deps.db, new Date(now.getTime() - COUNTER_RETENTION_MS))],
      ["geocoded", () => sweepGeocoding(deps, new Date(now.getTime() - GEOCODING_GRACE_MS), GEOCODING_BATCH)],
      ["placed in towns", () => sweepEntryCities(deps.db, CITIES_BATCH)],
    ];
    const done: Record<string, number> = {};
    for (const [job, sweep] of jobs) {
      try {
        done[job] = await sweep();
      } catch (error) {
        deps.logger.warn({ err: error, job }, "housekeeping job failed; will try again");
      }
    }
    if (Object.values(done).some((count) => count > 0)) deps.logger.info(done, "housekeeping done");
  };
  const run = () => {
    running = running.then(tidy);
  };
  run();
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
