import { defineConfig, mergeConfig } from "vitest/config";

import shared from "@bitelog/vitest-config";

export default mergeConfig(
  shared,
  defineConfig({ test: { include: ["build-plugins/**/*.test.ts", "*.test.ts"], passWithNoTests: true } }),
);
