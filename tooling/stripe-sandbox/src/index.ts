export { startStripeSandbox, DEFAULT_PUBLISHABLE_KEY, DEFAULT_SECRET_KEY } from "./sandbox";
export { bitelogPrices } from "./bitelog-prices";
export { serverEnvFor } from "./env";
export type { SandboxPrice, StripeSandbox, StripeSandboxOptions } from "./options";
export type { Interval } from "./period";
