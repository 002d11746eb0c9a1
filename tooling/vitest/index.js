import { defineConfig } from "vitest/config";

/** The shared test preset: Node environment, tests next to the code, no watch in CI. */
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    watch: false,
    restoreMocks: true,
  },
});
