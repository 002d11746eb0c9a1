import type { TestProjectInlineConfiguration } from "vitest/config";
import { defineConfig } from "vitest/config";

/**
 * Files that change what every other file sees (the sandbox's clock, the deployed service worker):
 * they run one at a time, once the others are done.
 */
const alone = ["e2e/membership.test.ts", "e2e/installable-app.test.ts"];

/** Each project starts its own server, sandbox and stand-ins (project.provide is per project). */
const browserTests = (test: TestProjectInlineConfiguration["test"]): TestProjectInlineConfiguration => ({
  test: {
    globalSetup: ["e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two browsers, the server and the test runner share two cores: a page may take a while to settle.
    expect: { poll: { timeout: 15_000 } },
    ...test,
  },
});

/**
 * Browser tests: the built server and web app, driven through Debian's Chromium with playwright-core,
 * two files at a time (CI runs them after the other tests, so they have the machine to themselves).
 */
export default defineConfig({
  test: {
    watch: false,
    projects: [
      browserTests({ name: "together", include: ["e2e/**/*.test.ts"], exclude: alone, maxWorkers: 2 }),
      browserTests({ name: "alone", include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } }),
    ],
  },
});
