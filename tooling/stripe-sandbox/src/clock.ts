/** The sandbox's time in Unix seconds, as Stripe counts it; tests move it forward to reach period ends. */
export interface SandboxClock {
  now(): number;
  advance(seconds: number): void;
}

/** Real time plus whatever has been skipped ahead, so objects created later still get later timestamps. */
export function createSandboxClock(): SandboxClock {
  let offset = 0;
  return {
    now: () => Math.floor(Date.now() / 1000) + offset,
    advance(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) {
        throw new RangeError(
          `The sandbox clock only moves forward by a finite number of seconds, not ${seconds}`,
        );
      }
      offset += Math.floor(seconds);
    },
  };
}
