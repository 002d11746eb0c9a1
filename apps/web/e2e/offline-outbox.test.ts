import type { Browser, Page, Route } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { PLAN_LIMITS } from "@bitelog/config";

import { rest, trpcMutation, uploadPhotoThroughApi } from "./support/api";
import { seriousViolations } from "./support/axe";
import { controlledByWorker, launchBrowser, openPage, viewports } from "./support/browser";
import { signInWithTermsAccepted } from "./support/session";

interface ListedEntry {
  id: string;
  restaurant_name: string;
  photoUrls: string[];
}

/** The account's journal as the server holds it. */
async function serverJournal(baseUrl: string, token: string): Promise<ListedEntry[]> {
  const response = await fetch(`${baseUrl}/trpc/entries.list`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { result: { data: ListedEntry[] } }).result.data;
}

/** Fills and saves the new-entry form, with photos chosen through the picker. */
async function saveNewEntry(page: Page, name: string, photo?: Buffer): Promise<void> {
  await page
    .getByRole("link", { name: /^Add (entry|your first entry)$/ })
    .first()
    .click();
  await page.getByLabel("Restaurant name").fill(name);
  await page.getByLabel("Comment").fill(`Written at ${name} without a connection`);
  if (photo) {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Add photos" }).click();
    await (await chooser).setFiles({ name: "table.jpg", mimeType: "image/jpeg", buffer: photo });
  }
  await page.getByRole("button", { name: "Save entry" }).click();
}

/** The outbox's records on the device (IndexedDB), however many accounts they belong to. */
function outboxRecords(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open("bitelog-outbox");
        opening.onerror = () => reject(new Error("IndexedDB refused"));
        opening.onupgradeneeded = () => opening.result.createObjectStore("changes");
        opening.onsuccess = () => {
          const count = opening.result.transaction("changes").objectStore("changes").count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(new Error("IndexedDB refused"));
        };
      }),
  );
}

/**
 * Rewrites the new entry's name in the queued change on the device, as an app whose rules were
 * looser than the server's would have queued it.
 */
function requeueWithName(page: Page, restaurantName: string): Promise<void> {
  return page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open("bitelog-outbox");
        opening.onerror = () => reject(new Error("IndexedDB refused"));
        opening.onsuccess = () => {
          const transaction = opening.result.transaction("changes", "readwrite");
          const cursor = transaction.objectStore("changes").openCursor();
          cursor.onsuccess = () => {
            const record = cursor.result;
            if (!record) return;
            const change = record.value as { fields: { restaurantName: string } };
            change.fields.restaurantName = name;
            record.update(change);
            record.continue();
          };
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(new Error("IndexedDB refused"));
        };
      }),
    restaurantName,
  );
}

/** A new account's empty journal, seen once online in the installed app (its worker in control). */
async function installedWithEmptyJournal(browser: Browser) {
  const { page, context } = await openPage(browser, { serviceWorkers: "allow" });
  const account = await signInWithTermsAccepted(page, inject("baseUrl"));
  await controlledByWorker(page);
  await page.goto("/dashboard");
  await page.getByText("Your journal is empty").waitFor();
  return { page, context, account };
}

const LOCAL_ENTRY = /\/entry\/local-[0-9a-f-]+$/;
const SERVER_ENTRY = /\/entry\/[0-9a-f]{8}-[0-9a-f-]+$/;

describe("logging offline", () => {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  let photo: Buffer;
  beforeAll(async () => {
    [browser, photo] = await Promise.all([
      launchBrowser(),
      sharp({ create: { width: 640, height: 480, channels: 3, background: "#c05621" } })
        .jpeg()
        .toBuffer(),
    ]);
  });
  afterAll(() => browser.close());

  it("keeps an entry with a photo made offline through a reload, then sends it once", async () => {
    const { page, context, account } = await installedWithEmptyJournal(browser);

    await context.setOffline(true);
    await saveNewEntry(page, "Bar del Tren", photo);
    await page.waitForURL(LOCAL_ENTRY);
    await page.getByRole("heading", { name: "Bar del Tren" }).waitFor();
    await page.getByText("Saved on this device. It will be sent", { exact: false }).waitFor();
    await page.getByRole("img", { name: "Photo 1 waiting to sync" }).waitFor();
    const localAddress = page.url();

    // Closed and reopened without a connection: the entry is still there, waiting.
    await page.reload();
    await page.getByRole("heading", { name: "Bar del Tren" }).waitFor();
    await page.getByRole("img", { name: "Photo 1 waiting to sync" }).waitFor();
    // Its photo waiting counts against the plan's photos, as a stored one would.
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByText("1 of 3 photos").waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.goto("/dashboard");
    const card = page.getByRole("link", { name: /Bar del Tren/ }).first();
    await card.getByText("Waiting to sync").waitFor();
    await page.getByText("1 change waiting to sync").waitFor();
    expect(await seriousViolations(page, "dashboard with a change waiting")).toEqual([]);
    expect(await serverJournal(baseUrl, account.idToken)).toEqual([]);

    // Back online from the entry's page: the entry and its photo are sent, and the page moves to
    // the entry the server made.
    await page.goto(localAddress);
    await page.getByRole("heading", { name: "Bar del Tren" }).waitFor();
    await context.setOffline(false);
    await page.waitForURL(SERVER_ENTRY, { timeout: 30_000 });
    await page.waitForFunction(
      () => {
        const image = document.querySelector<HTMLImageElement>('main img[src*="/api/images/"]');
        return image?.complete === true && image.naturalWidth > 0;
      },
      undefined,
      { timeout: 30_000 },
    );
    await expect.poll(() => page.getByText("Waiting to sync").count()).toBe(0);
    const journal = await serverJournal(baseUrl, account.idToken);
    expect(journal.map((entry) => [entry.restaurant_name, entry.photoUrls.length])).toEqual([
      ["Bar del Tren", 1],
    ]);
    expect(new URL(page.url()).pathname).toBe(`/entry/${journal[0]?.id ?? ""}`);
    await expect.poll(() => outboxRecords(page)).toBe(0);
    await context.close();
  });

  it("sends a change whose answer was lost once, with its key, when the connection drops mid-save", async () => {
    const { page, context } = await openPage(browser);
    const account = await signInWithTermsAccepted(page, baseUrl);
    await page.getByText("Your journal is empty").waitFor();
    // The server makes the entry, but its answer never reaches the browser.
    let answersLost = 0;
    await page.route(
      "**/trpc/entries.create**",
      async (route) => {
        expect((await route.fetch()).status()).toBe(200);
        answersLost += 1;
        await route.abort("connectionreset");
      },
      { times: 1 },
    );
    await saveNewEntry(page, "Trattoria Persa");
    await page.waitForURL(SERVER_ENTRY, { timeout: 30_000 });
    await page.getByRole("heading", { name: "Trattoria Persa" }).waitFor();
    const journal = await serverJournal(baseUrl, account.idToken);
    expect(journal.map((entry) => entry.restaurant_name)).toEqual(["Trattoria Persa"]);
    expect(answersLost).toBe(1);
    await context.close();
  });

  it("finds what is waiting to sync when searching online, as it will be once sent", async () => {
    const { page, context } = await openPage(browser);
    const account = await signInWithTermsAccepted(page, baseUrl);
    for (const restaurantName of ["Ramen Ya", "Ramen Corner", "Sushi Bar"])
      await rest(baseUrl, account.idToken, "POST", "/api/journal", {
        restaurantName,
        visitDate: "2026-11-01",
      });
    // The server answers searches, but no change reaches it: they wait on the device. The page is
    // never left from here on: a page being left sends its outbox, and playwright-core lets a
    // request from a document already gone through unrouted.
    const held = (route: Route) => route.abort("connectionreset");
    await page.route(/\/trpc\/entries\.(create|update)/, held);
    await page.goto("/dashboard");
    await saveNewEntry(page, "Ramen Tonkotsu Den");
    await page.waitForURL(LOCAL_ENTRY);
    const sidebar = page.getByRole("navigation", { name: "Main" });
    for (const [from, to] of [
      ["Ramen Corner", "Corner Bistro"],
      ["Sushi Bar", "Ramen Sushi Bar"],
    ] as const) {
      await sidebar.getByRole("link", { name: "Entries dashboard" }).click();
      await page
        .getByRole("link", { name: new RegExp(`^${from}`) })
        .first()
        .click();
      await page.getByRole("button", { name: "Edit" }).click();
      await page.getByLabel("Restaurant name").fill(to);
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByRole("heading", { name: to }).waitFor();
    }

    // The entry made here and the one renamed into a match are found in their A-Z places, the one
    // renamed out of it no longer is, and the count says so.
    await sidebar.getByRole("link", { name: "Search" }).click();
    await page.getByRole("searchbox").fill("ramen");
    await page.getByRole("button", { name: "Search" }).click();
    const names = () => page.locator("main ul > li :is(h2, h3)").allTextContents();
    await expect.poll(names).toEqual(["Ramen Sushi Bar", "Ramen Tonkotsu Den", "Ramen Ya"]);
    await page.getByText("3 entries found").waitFor();
    const waiting = page.locator("main ul > li").filter({ hasText: "Waiting to sync" });
    expect(await waiting.allTextContents()).toEqual([
      expect.stringContaining("Ramen Sushi Bar"),
      expect.stringContaining("Ramen Tonkotsu Den"),
    ]);

    // Once sent, the server finds the same.
    await page.unroute(/\/trpc\/entries\.(create|update)/, held);
    await page.getByRole("button", { name: "Sync now" }).click();
    await expect.poll(() => waiting.count()).toBe(0);
    const journal = await serverJournal(baseUrl, account.idToken);
    expect(journal.map((entry) => entry.restaurant_name).sort()).toEqual([
      "Corner Bistro",
      "Ramen Sushi Bar",
      "Ramen Tonkotsu Den",
      "Ramen Ya",
    ]);
    await page.reload();
    await expect.poll(names).toEqual(["Ramen Sushi Bar", "Ramen Tonkotsu Den", "Ramen Ya"]);
    await page.getByText("3 entries found").waitFor();
    await context.close();
  });

  it("shows a change the server refuses on the entry, which stays editable until it is accepted", async () => {
    // On a phone, in the dark theme (the account's, applied at the next sign-in exchange).
    const { page, context } = await openPage(browser, {
      serviceWorkers: "allow",
      viewport: viewports.mobile,
    });
    const account = await signInWithTermsAccepted(page, baseUrl);
    await rest(baseUrl, account.idToken, "PUT", "/api/user/settings", { dark_mode: true });
    const full = PLAN_LIMITS.free.maxEntries ?? 0;
    const made = await Promise.all(
      Array.from({ length: full }, (_, i) =>
        rest<{ id: string }>(baseUrl, account.idToken, "POST", "/api/journal", {
          restaurantName: `Place ${String(i).padStart(2, "0")}`,
          visitDate: "2025-10-01",
        }),
      ),
    );
    await controlledByWorker(page);
    await page.goto("/dashboard");
    await page
      .getByRole("link", { name: /Place 00/ })
      .first()
      .waitFor();

    await context.setOffline(true);
    await saveNewEntry(page, "One Too Many");
    await page.waitForURL(LOCAL_ENTRY);
    await context.setOffline(false);

    // The free plan is full: the server refuses, and the entry says so; nothing is dropped.
    const alert = page.getByRole("alert").filter({ hasText: "Not synced" });
    await alert
      .getByText("Entry limit reached. You have reached your entry limit.")
      .waitFor({ timeout: 30_000 });
    await alert.getByRole("link", { name: "Upgrade" }).waitFor();
    await page.getByText("1 change could not be synced").waitFor();
    expect(LOCAL_ENTRY.test(page.url())).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await seriousViolations(page, "entry refused on sync")).toEqual([]);

    // Room is made elsewhere; the entry is corrected here and sent again.
    await trpcMutation(baseUrl, account.idToken, "entries.delete", { id: made[0]?.id });
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Restaurant name").fill("One More, Please");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL(SERVER_ENTRY, { timeout: 30_000 });
    await page.getByRole("heading", { name: "One More, Please" }).waitFor();
    await expect.poll(() => page.getByText("could not be synced").count()).toBe(0);
    const names = (await serverJournal(baseUrl, account.idToken)).map((entry) => entry.restaurant_name);
    expect(names.filter((name) => name.startsWith("One"))).toEqual(["One More, Please"]);
    expect(names).toHaveLength(full);
    await context.close();
  });

  it("queues edits and deletions offline, sends them in order when the app is opened again, and asks before a logout drops any", async () => {
    const { page, context } = await openPage(browser, { serviceWorkers: "allow" });
    const account = await signInWithTermsAccepted(page, baseUrl);
    const [kept, gone] = await Promise.all(
      ["Pizzeria Vecchia", "Café Fermé"].map((restaurantName) =>
        trpcMutation<{ id: string }>(baseUrl, account.idToken, "entries.create", {
          restaurantName,
          visitDate: "2025-09-01",
        }),
      ),
    );
    await uploadPhotoThroughApi(baseUrl, account.idToken, kept?.id ?? "");
    const [oldPhoto] = (await serverJournal(baseUrl, account.idToken)).flatMap((entry) => entry.photoUrls);
    await controlledByWorker(page);
    await page.goto("/dashboard");
    await page
      .getByRole("link", { name: /Café Fermé/ })
      .first()
      .waitFor();
    // The app asks with its own dialogs: a native one fails the test.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await context.setOffline(true);
    await page
      .getByRole("link", { name: /Pizzeria Vecchia/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Restaurant name").fill("Pizzeria Nuova");
    // Its photo replaced by another, offline too.
    await page.getByRole("button", { name: "Delete photo 1" }).click();
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Add photos" }).click();
    await (await chooser).setFiles({ name: "crust.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("heading", { name: "Pizzeria Nuova" }).waitFor();
    await page.getByRole("img", { name: "Photo 1 waiting to sync" }).waitFor();
    expect(await page.locator('main img[src*="/api/images/"]').count()).toBe(0);
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByText("1 of 3 photos").waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("status").getByText("Waiting to sync", { exact: true }).waitFor();
    await page.goBack();
    await page
      .getByRole("link", { name: /Café Fermé/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/entry/${gone?.id ?? ""}`);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page
      .getByRole("alertdialog", { name: "Delete this entry?" })
      .getByRole("button", { name: "Delete entry" })
      .click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    // The edit, the photo removed, the photo added, the deletion.
    await page.getByText("4 changes waiting to sync").waitFor();
    expect(await page.getByRole("link", { name: /Café Fermé/ }).count()).toBe(0);
    await page
      .getByRole("link", { name: /Pizzeria Nuova/ })
      .getByText("Waiting to sync")
      .waitFor();
    await page.close();

    // Opened again with the connection back: the changes are sent before anything else is asked.
    await context.setOffline(false);
    const reopened = await context.newPage();
    reopened.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await reopened.goto(`${baseUrl}/dashboard`);
    await reopened.getByRole("link", { name: /Pizzeria Nuova/ }).waitFor();
    await expect
      .poll(async () =>
        (await serverJournal(baseUrl, account.idToken)).map((entry) => [
          entry.restaurant_name,
          entry.photoUrls.length,
          entry.photoUrls.includes(oldPhoto ?? ""),
        ]),
      )
      .toEqual([["Pizzeria Nuova", 1, false]]);
    await expect.poll(() => reopened.getByText("waiting to sync").count()).toBe(0);

    // A logout with a change not sent asks first; declined, nothing is lost.
    await context.setOffline(true);
    await saveNewEntry(reopened, "Kiosk am Bahnhof");
    await reopened.waitForURL(LOCAL_ENTRY);
    await reopened.getByRole("button", { name: "Log out" }).click();
    const question = reopened.getByRole("alertdialog", { name: "Log out?" });
    await question
      .getByText("1 change made on this device has not been synced yet: logging out discards it.")
      .waitFor();
    await question.getByRole("button", { name: "Stay logged in" }).click();
    await reopened.getByRole("heading", { name: "Kiosk am Bahnhof" }).waitFor();
    expect(await outboxRecords(reopened)).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => outboxRecords(reopened), { timeout: 30_000 }).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  // Once in a CI run under load, the offline reload below never painted the entry (not seen when
  // run alone): tried again once, from a new account, while that is looked into.
  it(
    "shows a validation error answered on sync on the entry, and sends the entry once it is corrected",
    { retry: 1 },
    async () => {
      const { page, context, account } = await installedWithEmptyJournal(browser);

      await context.setOffline(true);
      await saveNewEntry(page, "Rules Changed");
      await page.waitForURL(LOCAL_ENTRY);
      await requeueWithName(page, "R".repeat(250));
      await page.reload();
      await page.getByRole("heading", { name: "R".repeat(250) }).waitFor();
      await context.setOffline(false);

      const alert = page.getByRole("alert").filter({ hasText: "Not synced" });
      // Said in the app's words, naming the field as the form labels it.
      await alert.getByText("Not accepted: Restaurant name.").waitFor({ timeout: 30_000 });
      await page.getByText("1 change could not be synced").waitFor();
      expect(await serverJournal(baseUrl, account.idToken)).toEqual([]);

      // The form shows what is wrong with the queued details; corrected, they are sent.
      await page.getByRole("button", { name: "Edit" }).click();
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByText("At most 200 characters.").waitFor();
      await page.getByLabel("Restaurant name").fill("Rules Followed");
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.waitForURL(SERVER_ENTRY, { timeout: 30_000 });
      await page.getByRole("heading", { name: "Rules Followed" }).waitFor();
      const journal = await serverJournal(baseUrl, account.idToken);
      expect(journal.map((entry) => entry.restaurant_name)).toEqual(["Rules Followed"]);
      await context.close();
    },
  );
});
