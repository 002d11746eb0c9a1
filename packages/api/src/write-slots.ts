import type { SemaphoreInterface } from "async-mutex";
import { E_TIMEOUT, Semaphore, withTimeout } from "async-mutex";

import { REQUESTS } from "@bitelog/config";

import { AppError } from "./errors";

/**
 * How many of one user's writes run at once on this server copy. A peer holding that user's row
 * makes each of them wait for its lock; without the cap they would take every pooled connection
 * and leave other users' requests waiting for one. The user's further writes wait for their turn
 * here, holding no connection, for a while at most; the bound on how many may wait only keeps one
 * client's queue from growing without end (a batch, or a script's many open requests, fit).
 */
const RUNNING_AT_ONCE = 2;
const RUNNING_OR_WAITING = 64;

/**
 * A write that has not started by then is refused, well before its request's deadline, rather
 * than run after its client was told it failed.
 */
const LONGEST_WAIT_MS = REQUESTS.deadlineMs / 2;

/** Seconds a refused write is asked to wait: about as long as the writes ahead of it may take. */
const RETRY_AFTER_SECONDS = 5;

interface UserSlots {
  semaphore: SemaphoreInterface;
  /** Writes running or waiting; the entry goes when there are none, so the map stays small. */
  holders: number;
}

const slotsByUser = new Map<string, UserSlots>();

function tooManyWrites(): AppError {
  return new AppError(
    "TOO_MANY_REQUESTS",
    {
      error: "Too many writes at once",
      code: "TOO_MANY_WRITES",
      message: "Your earlier changes are still being saved. Please try again in a few seconds.",
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    },
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
}

/**
 * Runs `write` once one of `userId`'s write slots is free, or refuses it (429, Retry-After) when
 * that user already has as many writes running or waiting as may be, or the wait runs out.
 */
export async function inWriteSlot<T>(userId: string, write: () => Promise<T>): Promise<T> {
  let slots = slotsByUser.get(userId);
  if (!slots) {
    slots = { semaphore: withTimeout(new Semaphore(RUNNING_AT_ONCE), LONGEST_WAIT_MS), holders: 0 };
    slotsByUser.set(userId, slots);
  }
  if (slots.holders >= RUNNING_OR_WAITING) throw tooManyWrites();
  slots.holders += 1;
  try {
    // Called without the semaphore's value: `write` may be a middleware's next(), which takes options.
    return await slots.semaphore.runExclusive(() => write());
  } catch (error) {
    throw error === E_TIMEOUT ? tooManyWrites() : error;
  } finally {
    slots.holders -= 1;
    if (slots.holders === 0) slotsByUser.delete(userId);
  }
}
