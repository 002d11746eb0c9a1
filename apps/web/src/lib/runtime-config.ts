import { config } from "zod/mini";

import type { RuntimeConfig } from "@bitelog/config";
import { RUNTIME_CONFIG_GLOBAL, runtimeConfigSchema } from "@bitelog/config";

// Zod would probe whether it may compile parsers with new Function(); the Content-Security-Policy
// forbids eval, so the probe would only be reported as a violation. This is the first parse.
config({ jitless: true });

/** The settings the server delivered in /runtime-config.js (loaded before this bundle). */
export const runtimeConfig: RuntimeConfig = runtimeConfigSchema.parse(
  (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL],
);
