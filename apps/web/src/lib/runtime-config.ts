import type { RuntimeConfig } from "@bitelog/config";
import { RUNTIME_CONFIG_GLOBAL, runtimeConfigSchema } from "@bitelog/config";

/** The settings the server delivered in /runtime-config.js (loaded before this bundle). */
export const runtimeConfig: RuntimeConfig = runtimeConfigSchema.parse(
  (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL],
);
