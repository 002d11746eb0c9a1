import { defineConfig } from "vitest/config";

/** The one file that moves the Stripe sandbox's clock, which every member's subscription follows. */
const MOVES_THE_SANDBOX_CLOCK = "e2e/membership.test.ts";

/**
 * Browser tests: the built server and web app, driven through Debian's Chromium with playwright-core.
 * Two files run at a time, each test with accounts of its own; the file that moves the sandbox's
 * clock runs after them, alone, so that no other test's membership ages under it.
 */
export default defineConfig({
  test: {
    globalSetup: ["e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    watch: false,
    projects: [
      {
        extends: true,
        test: {
          name: "browser",
          include: ["e2e/**/*.test.ts"],
          exclude: [MOVES_THE_SANDBOX_CLOCK],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "sandbox clock",
          include: [MOVES_THE_SANDBOX_CLOCK],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
