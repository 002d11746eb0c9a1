/** Time as the application sees it; tests and the Stripe sandbox can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
