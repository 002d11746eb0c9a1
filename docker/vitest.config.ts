import { defineConfig, mergeConfig } from "vitest/config";

import shared from "@bitelog/vitest-config";

/** Assembling the image's tree installs its dependencies (from npm's cache when it holds them). */
export default mergeConfig(shared, defineConfig({ test: { hookTimeout: 300_000 } }));
