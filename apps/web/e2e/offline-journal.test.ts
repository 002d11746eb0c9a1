import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { trpcMutation, uploadPhotoThroughApi } from "./support/api";
import { controlledByWorker, launchBrowser, openPage } from "./support/browser";
import { keptJournals } from "./support/device-copy";
import { signInWithTermsAccepted } from "./support/session";

const NOTICE = "Offline — showing what was saved on this device";

/** The photos kept by the service worker for offline use. */
function keptPhotos(page: Page): Promise<number> {
  return page.evaluate(async () =>
    (await caches.has("bitelog-photos")) ? (await (await caches.open("bitelog-photos")).keys()).length : 0,
  );
}

/** The addresses the photo cache keeps its copies under. */
function photoCacheKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await caches.has("bitelog-photos"))
      ? (await (await caches.open("bitelog-photos")).keys()).map((request) => request.url)
      : [],
  );
}

/**
 * Issue 30: the ID tokens the page sends (Authorization headers) and every photo address it asks
 * for, to show that no ID token goes into a URL.
 */
function watchCredentials(page: Page): { idTokens: Set<string>; photoUrls: Set<string> } {
  const seen = { idTokens: new Set<string>(), photoUrls: new Set<string>() };
  page.on("request", (request) => {
    if (request.url().includes("/api/images/")) seen.photoUrls.add(request.url());
    void request.allHeaders().then((headers) => {
      const token = /^Bearer (\S+)$/.exec(headers.authorization ?? "")?.[1];
      if (token) seen.idTokens.add(token);
    });
  });
  return seen;
}

/** Whether the entry page's first photo has been drawn (it loaded, not the "Image error" stand-in). */
async function photoShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const image = document.querySelector<HTMLImageElement>('main img[src*="/api/images/"]');
      return image?.complete === true && image.naturalWidth > 0;
    },
    undefined,
    { timeout: 15_000 },
  );
}

describe("the journal offline", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("opens as last seen without a connection, with photos already viewed, and leaves the device at logout", async () => {
    const { page, context } = await openPage(browser, { serviceWorkers: "allow" });
    const first = await signInWithTermsAccepted(page, baseUrl);
    const entry = await trpcMutation<{ id: string }>(baseUrl, first.idToken, "entries.create", {
      restaurantName: "Osteria del Treno",
      visitDate: "2025-05-01",
      comment: "Cacio e pepe between two stations",
    });
    await uploadPhotoThroughApi(baseUrl, first.idToken, entry.id);
    await controlledByWorker(page);
    const seen = watchCredentials(page);

    // Seen once online: the journal and the entry with its photo.
    await page.goto("/dashboard");
    await page
      .getByRole("link", { name: /Osteria del Treno/ })
      .first()
      .waitFor();
    await page.goto(`/entry/${entry.id}`);
    await page.getByRole("heading", { name: "Osteria del Treno" }).waitFor();
    await photoShown(page);
    await page.goto("/dashboard");
    await page
      .getByRole("link", { name: /Osteria del Treno/ })
      .first()
      .waitFor();
    // Written a moment after the screens showed it (the persister waits for changes to settle).
    await expect
      .poll(async () => (await keptJournals(page))[`journal:${first.uid}`] ?? "")
      .toContain("Cacio e pepe between two stations");
    expect(await keptPhotos(page)).toBeGreaterThan(0);
    expect(await page.getByText(NOTICE).count()).toBe(0);
    // The photos were asked for with a photo token, never an ID token, and are kept without one.
    expect(seen.idTokens.size).toBeGreaterThan(0);
    expect(seen.photoUrls.size).toBeGreaterThan(0);
    for (const url of seen.photoUrls) {
      expect(new URL(url).searchParams.get("token")).toMatch(/^images\./);
      for (const idToken of seen.idTokens) expect(url).not.toContain(idToken);
    }
    const cacheKeys = await photoCacheKeys(page);
    expect(cacheKeys.length).toBeGreaterThan(0);
    for (const key of cacheKeys) expect(new URL(key).search).toBe("");

    // Reopened two hours later with no connection: the ID token has expired and cannot be renewed,
    // yet the session holds; the journal, the entry and its photo show, and the screen says where
    // they come from.
    await context.setOffline(true);
    await page.clock.install({ time: Date.now() + 2 * 60 * 60 * 1000 });
    await page.reload();
    await page.getByText(NOTICE).waitFor();
    await page
      .getByRole("link", { name: /Osteria del Treno/ })
      .first()
      .click();
    await page.getByRole("heading", { name: "Osteria del Treno" }).waitFor();
    await page.getByText("Cacio e pepe between two stations").waitFor();
    await photoShown(page);
    expect(new URL(page.url()).pathname).toBe(`/entry/${entry.id}`);
    // A search never made online looks in the journal the device kept.
    await page.goto("/search?q=STATIONS");
    await page.getByText("1 entry found").waitFor();
    await page
      .getByRole("main")
      .getByRole("link", { name: /Osteria del Treno/ })
      .waitFor();

    // Back online: the notice goes, the session is confirmed with the server, nobody is signed out.
    await context.setOffline(false);
    await expect.poll(() => page.getByText(NOTICE).count()).toBe(0);
    await page.goto("/dashboard");
    await page
      .getByRole("link", { name: /Osteria del Treno/ })
      .first()
      .waitFor();

    // Logout takes the journal and the photos off the device.
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => keptJournals(page)).toEqual({});
    await expect.poll(() => keptPhotos(page)).toBe(0);
    // And ends its photo tokens on the server: an address copied before opens nothing now.
    // (Logout waits for that answer only so long: on a busy server it may come a moment later.)
    for (const url of seen.photoUrls) await expect.poll(async () => (await fetch(url)).status).toBe(401);

    // The next person on this browser sees nothing of the first, online or off.
    const second = await signInWithTermsAccepted(page, baseUrl);
    await page.getByText("Your journal is empty").waitFor();
    await expect
      .poll(async () => JSON.stringify(await keptJournals(page)))
      .toMatch(new RegExp(`^\\{"journal:${second.uid}":".*entries.*list`));
    await context.setOffline(true);
    await page.reload();
    await page.getByText(NOTICE).waitFor();
    await page.getByText("Your journal is empty").waitFor();
    expect(await page.getByText("Osteria del Treno").count()).toBe(0);
    await context.close();
  });

  /** Signed in with one entry made through the API, on the dashboard showing it. */
  async function dashboardWithOneEntry(restaurantName: string, visitDate: string) {
    const { page, context } = await openPage(browser);
    const account = await signInWithTermsAccepted(page, baseUrl);
    await trpcMutation(baseUrl, account.idToken, "entries.create", { restaurantName, visitDate });
    await page.goto("/dashboard");
    const entry = page.getByRole("link", { name: new RegExp(restaurantName) }).first();
    await entry.waitFor();
    return { page, context, entry };
  }

  it.each([
    // As the server answers when Firebase Auth cannot be reached.
    {
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      error: "Sign-in service unavailable",
    },
    // Too many sign-ins from one address (a household behind one router).
    {
      status: 429,
      code: "RATE_LIMITED",
      error: "Too many requests",
    },
  ])(
    "holds the session when the sign-in exchange is answered $status $code, and exchanges again once it can",
    async (failure) => {
      const { page, context, entry } = await dashboardWithOneEntry("Bistro du Quai", "2025-06-01");

      // The app is opened again while the server cannot take the sign-in: the person stays signed in,
      // with their journal.
      let refused = 0;
      const unavailable = (route: Route) => {
        refused += 1;
        return route.fulfill({
          status: failure.status,
          contentType: "application/json",
          headers: { "retry-after": "5" },
          body: JSON.stringify([
            {
              error: {
                message: "Please try again in a few seconds.",
                code: -32603,
                data: {
                  code: failure.code,
                  httpStatus: failure.status,
                  appError: { error: failure.error, code: failure.code, retryAfterSeconds: 5 },
                },
              },
            },
          ]),
        });
      };
      await page.route("**/trpc/auth.exchange**", unavailable);
      await page.reload();
      await entry.waitFor();
      await expect.poll(() => refused).toBe(1);
      expect(new URL(page.url()).pathname).toBe("/dashboard");
      expect(await page.getByText("Authentication failed").count()).toBe(0);

      // Once the server answers again, the exchange is made after all, and the session goes on.
      let exchanged = 0;
      page.on("response", (response) => {
        if (response.url().includes("/trpc/auth.exchange") && response.ok()) exchanged += 1;
      });
      await page.unroute("**/trpc/auth.exchange**", unavailable);
      await expect.poll(() => exchanged, { timeout: 30_000 }).toBe(1);
      await entry.waitFor();
      expect(new URL(page.url()).pathname).toBe("/dashboard");
      expect(await page.getByText("Authentication failed").count()).toBe(0);
      await context.close();
    },
  );

  it("paints the journal kept on the device while the sign-in exchange is on its way, and signs out if it is refused", async () => {
    const { page, context, entry } = await dashboardWithOneEntry("Trattoria Held", "2025-06-02");
    await expect.poll(async () => JSON.stringify(await keptJournals(page))).toContain("Trattoria Held");

    // The exchange is held back: the dashboard and its journal paint from the device all the same.
    const held: Route[] = [];
    const hold = (route: Route) => void held.push(route);
    await page.route("**/trpc/auth.exchange**", hold);
    await page.reload();
    await entry.waitFor();
    await expect.poll(() => held.length).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    // Once it answers, the session goes on with the server's account.
    let exchanged = 0;
    page.on("response", (response) => {
      if (response.url().includes("/trpc/auth.exchange") && response.ok()) exchanged += 1;
    });
    await held[0]?.continue();
    await expect.poll(() => exchanged).toBe(1);
    await entry.waitFor();

    // Opened again and the server refuses the sign-in (an account disabled meanwhile): what was
    // painted from the device goes, with the device's copy.
    await page.reload();
    await entry.waitFor();
    await expect.poll(() => held.length).toBe(2);
    // Refused, and refused again when tried with a fresh token (lib/trpc.ts retries once).
    const refuse = (route: Route) =>
      route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify([
          {
            error: {
              message: "Authentication failed",
              code: -32001,
              data: { code: "UNAUTHORIZED", httpStatus: 401, appError: { error: "Authentication failed" } },
            },
          },
        ]),
      });
    await page.route("**/trpc/auth.exchange**", refuse);
    await Promise.all(held.slice(1).map(refuse));
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => keptJournals(page)).toEqual({});
    await context.close();
  });
});
