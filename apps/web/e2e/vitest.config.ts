import { defineConfig } from "vitest/config";

/** Browser tests: the built server and web app, driven through Debian's Chromium with playwright-core. */
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The browser, the server and CI's other tasks share two cores: a page may take a while to settle.
    expect: { poll: { timeout: 15_000 } },
    watch: false,
  },
});
