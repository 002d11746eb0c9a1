import type { ContextDeps } from "@bitelog/api/server";
import { sweepDueFiles, sweepGeocoding, sweepRateLimitCounters } from "@bitelog/api/server";

/** How often each server copy tidies up; the work is shared through the database, so copies can overlap. */
const INTERVAL_MS = 10 * 60_000;
/** Counters older than this are of windows long over (the longest limit's window is an hour). */
const COUNTER_RETENTION_MS = 24 * 60 * 60_000;
/** Entries saved this recently may still be being geocoded by the save itself. */
const GEOCODING_GRACE_MS = 60_000;
/** Entries geocoded per sweep, one at a time: a backlog (an import) reaches the geocoder gently. */
const GEOCODING_BATCH = 50;

/**
 * The background work of a running server: photo files left due in the clean-up journal (by a
 * crash, a restart or a storage failure), spent rate-limit counters, and entries left to geocode
 * (by a crash, a restart or an import). Once at start, then every ten minutes; failures are logged
 * and retried next time.
 */
export function startHousekeeping(deps: Pick<ContextDeps, "db" | "ports" | "logger">): {
  stop(): Promise<void>;
} {
  let running: Promise<void> = Promise.resolve();
  const tidy = async () => {
    const now = deps.ports.clock.now();
    try {
      const files = await sweepDueFiles(deps, now);
      const counters = await sweepRateLimitCounters(deps.db, new Date(now.getTime() - COUNTER_RETENTION_MS));
      const geocoded = await sweepGeocoding(
        deps,
        new Date(now.getTime() - GEOCODING_GRACE_MS),
        GEOCODING_BATCH,
      );
      if (files > 0 || counters > 0 || geocoded > 0) {
        deps.logger.info({ files, counters, geocoded }, "housekeeping done");
      }
    } catch (error) {
      deps.logger.warn({ err: error }, "housekeeping failed; will try again");
    }
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
