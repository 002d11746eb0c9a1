import type { Browser, CDPSession, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seriousViolations } from "./support/axe";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { signInAsNewUser } from "./support/session";

interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real JPEG of 1200×900 grainy pixels in one tint: heavy enough for the upload to take a moment. */
async function jpeg(name: string, tint: string): Promise<PhotoFile> {
  const buffer = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .tint(tint)
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/**
 * Waits for the toasts to time out: on a phone they cover the form's buttons. The pointer is moved
 * off them first, as a hovered toast stays.
 */
async function waitForToastsToGo(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  const toasts = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect.poll(() => toasts.count()).toBe(0);
}

async function choosePhotos(page: Page, files: PhotoFile[]): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add photos" }).click();
  await (await chooser).setFiles(files);
}

/** The path of an image's source, without the token in its query. */
async function imagePath(image: Locator): Promise<string> {
  const src = await image.getAttribute("src");
  if (!src) throw new Error("The image has no src");
  return new URL(src, "http://page.invalid").pathname;
}

/** Slows uploads (DevTools throttling) so that their progress can be seen; `null` lifts it. */
async function throttleUploads(cdp: CDPSession, bytesPerSecond: number | null): Promise<void> {
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/** A finger moving sideways across the middle of the screen (touch events become pointer events). */
async function swipe(cdp: CDPSession, fromX: number, toX: number): Promise<void> {
  const y = 400;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
  for (let step = 1; step <= 5; step++) {
    const x = fromX + ((toX - fromX) * step) / 5;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

let photos: PhotoFile[];

beforeAll(async () => {
  photos = await Promise.all([
    jpeg("red.jpg", "#d03030"),
    jpeg("green.jpg", "#30a040"),
    jpeg("blue.jpg", "#3050d0"),
    jpeg("yellow.jpg", "#d0c030"),
  ]);
});

describe.each([
  ["desktop", viewports.desktop, false],
  ["mobile", viewports.mobile, true],
] as const)("photos on %s", (_name, viewport, touch) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("uploads photos with a new entry, shows them full screen, deletes one and changes the thumbnail", async () => {
    const { page, context } = await openPage(browser, { viewport, hasTouch: touch });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await signInAsNewUser(page);
    const [red, green, blue, yellow] = photos as [PhotoFile, PhotoFile, PhotoFile, PhotoFile];

    // Queued on /new with previews; one taken out again.
    await page.goto("/new");
    await page.getByRole("heading", { name: "New entry" }).waitFor();
    await page.getByLabel("Restaurant name").fill("Trattoria Foto");
    await choosePhotos(page, [red, green]);
    const queued = page.getByRole("list", { name: "New photos" }).getByRole("img");
    await expect.poll(() => queued.count()).toBe(2);
    await page.getByRole("button", { name: "Remove new photo 1" }).click();
    await expect.poll(() => queued.count()).toBe(1);
    await choosePhotos(page, [blue, yellow]);
    await page.getByText("3 of 3 photos").waitFor();
    await expect
      .poll(() =>
        queued.evaluateAll((images) =>
          images.every((image) => image instanceof HTMLImageElement && image.naturalWidth === 1200),
        ),
      )
      .toBe(true);
    expect(await seriousViolations(page, "queued photos")).toEqual([]);

    // Saved: the entry is created, the photos go up with a progress bar, then the entry opens.
    await throttleUploads(cdp, 1024 * 1024);
    await page.getByRole("button", { name: "Save entry" }).click();
    const progress = page.getByRole("progressbar", { name: "Uploading photos…" });
    await expect
      .poll(async () => Number(await progress.getAttribute("aria-valuenow")), { interval: 50 })
      .toBeGreaterThan(0);
    await page.getByRole("heading", { name: "Trattoria Foto" }).waitFor({ timeout: 30_000 });
    await throttleUploads(cdp, null);
    const openButtons = page.getByRole("button", { name: /^Open photo \d of 3$/ });
    await expect.poll(() => openButtons.count()).toBe(3);

    // Full screen: the display version, wrapping around both ways, from keys, buttons and swipes.
    await page.getByRole("button", { name: "Open photo 1 of 3" }).click();
    const viewer = page.getByRole("dialog");
    const counter = () => viewer.getByText(/^\d \/ 3$/).textContent();
    await expect.poll(counter).toBe("1 / 3");
    const shown = viewer.getByRole("img", { name: "Photo 1 of 3" });
    await expect.poll(() => shown.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1200);
    expect(await imagePath(shown)).toMatch(/^\/api\/images\/photos\/[a-f0-9]+\.webp$/);
    expect(await seriousViolations(page, "photo viewer")).toEqual([]);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(counter).toBe("3 / 3");
    await page.keyboard.press("ArrowRight");
    await expect.poll(counter).toBe("1 / 3");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(counter).toBe("3 / 3");
    await viewer.getByRole("button", { name: "Next photo" }).click();
    await expect.poll(counter).toBe("1 / 3");
    await viewer.getByRole("button", { name: "Previous photo" }).click();
    await expect.poll(counter).toBe("3 / 3");
    if (touch) {
      await swipe(cdp, 300, 80);
      await expect.poll(counter).toBe("1 / 3");
      await swipe(cdp, 80, 300);
      await expect.poll(counter).toBe("3 / 3");
    }

    // Zoom from the keyboard: + enlarges, the arrows then move the photo instead of turning the
    // page, 0 fits it again; the buttons and a double-click zoom too.
    const content = viewer.locator(".react-transform-component");
    const transform = () =>
      content.evaluate((element) => {
        const matrix = new DOMMatrix(getComputedStyle(element).transform);
        return { scale: matrix.a, x: matrix.e };
      });
    /** The transform once the zoom's animation has ended: the same on two reads apart. */
    const settled = async () => {
      let last = await transform();
      await expect
        .poll(async () => {
          const now = await transform();
          const same = now.x === last.x && now.scale === last.scale;
          last = now;
          return same;
        })
        .toBe(true);
      return last;
    };
    await page.keyboard.press("+");
    await expect.poll(async () => (await transform()).scale).toBeGreaterThan(1.2);
    const zoomedAt = await settled();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await transform()).x).toBeGreaterThan(zoomedAt.x);
    expect(await counter()).toBe("3 / 3");
    await page.keyboard.press("0");
    await expect.poll(async () => (await transform()).scale).toBe(1);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(counter).toBe("2 / 3");
    await viewer.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(async () => (await transform()).scale).toBeGreaterThan(1.2);
    await viewer.getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(async () => (await transform()).scale).toBe(1);
    if (!touch) {
      const box = await viewer.getByRole("img", { name: "Photo 2 of 3" }).boundingBox();
      const [x, y] = [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2];
      await page.mouse.dblclick(x, y);
      await expect.poll(async () => (await transform()).scale).toBeGreaterThan(1.2);
      // Once the zoom has come to rest, a double-click fits the photo again.
      await expect
        .poll(async () => {
          const first = (await transform()).scale;
          await page.waitForTimeout(100);
          return (await transform()).scale === first;
        })
        .toBe(true);
      await page.mouse.dblclick(x, y);
      await expect.poll(async () => (await transform()).scale).toBe(1);
    }
    await page.keyboard.press("ArrowRight");
    await expect.poll(counter).toBe("3 / 3");
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press("Tab");
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    const opener = page.getByRole("button", { name: "Open photo 1 of 3" });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);

    // Edit: a deletion undone, then one marked; another photo chosen as the thumbnail.
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("button", { name: "Delete photo 2" }).click();
    await page.getByText("Photo 2 will be deleted when you save.").waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByRole("button", { name: "Delete photo 2" }).waitFor();
    await page.getByRole("button", { name: "Delete photo 1" }).click();
    await page.getByText("Will be deleted", { exact: true }).waitFor();
    await page.getByText("2 of 3 photos").waitFor();
    await waitForToastsToGo(page);
    expect(await page.getByRole("radio", { name: "Thumbnail: photo 1" }).isDisabled()).toBe(true);
    expect(await page.getByRole("radio", { name: "Thumbnail: photo 2" }).isChecked()).toBe(true);
    expect(await seriousViolations(page, "edit mode")).toEqual([]);
    await page.getByRole("radio", { name: "Thumbnail: photo 3" }).check();
    const chosen = await imagePath(page.getByRole("img", { name: "Photo 3", exact: true }));
    expect(chosen).toMatch(/^\/api\/images\/photos\/[a-f0-9]+-thumb\.webp$/);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("button", { name: "Edit" }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: /^Open photo \d of 2$/ }).count()).toBe(2);

    // The dashboard's card shows the chosen photo's thumbnail.
    await page.goto("/dashboard");
    const cardImage = page.getByRole("link", { name: /Trattoria Foto/ }).locator("img");
    await expect.poll(() => imagePath(cardImage)).toBe(chosen);
    await expect
      .poll(() => cardImage.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await context.close();
  }, 120_000);

  it("refuses photos over the free plan's limit on /new and trims new ones in edit mode", async () => {
    const { page, context } = await openPage(browser, { viewport });
    await signInAsNewUser(page);
    const [red, green, blue, yellow] = photos as [PhotoFile, PhotoFile, PhotoFile, PhotoFile];

    // Four files on the free plan (3 per entry): the dialog, and the choice is refused.
    await page.goto("/new");
    await page.getByLabel("Restaurant name").fill("Limit Bistro");
    await choosePhotos(page, [red, green, blue, yellow]);
    const dialog = page.getByRole("alertdialog", { name: "Photo limit reached" });
    await dialog.getByText("Your plan allows 3 photos per entry.", { exact: false }).waitFor();
    expect(await dialog.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/settings");
    expect(await seriousViolations(page, "photo limit dialog")).toEqual([]);
    await dialog.getByRole("button", { name: "Remove photos" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("0 of 3 photos").waitFor();
    expect(await page.getByRole("list", { name: "New photos" }).count()).toBe(0);

    await choosePhotos(page, [red, green]);
    await page.getByRole("button", { name: "Save entry" }).click();
    await page.getByRole("heading", { name: "Limit Bistro" }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole("button", { name: /^Open photo \d of 2$/ }).count()).toBe(2);

    // Edit: two more would make four; "Remove photos" keeps the one that fits; cancel drops it all.
    await page.getByRole("button", { name: "Edit" }).click();
    await choosePhotos(page, [blue, yellow]);
    await dialog.waitFor();
    expect(await dialog.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/membership");
    await dialog.getByRole("button", { name: "Remove photos" }).click();
    await page.getByText("3 of 3 photos").waitFor();
    await expect.poll(() => page.getByRole("list", { name: "New photos" }).getByRole("img").count()).toBe(1);
    await page.getByRole("button", { name: "Delete photo 1" }).click();
    const undoToast = page.getByText("Photo 1 will be deleted when you save.");
    await undoToast.waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    // Closed with the edit it belonged to, well before it would have timed out (4 s).
    await undoToast.waitFor({ state: "detached", timeout: 2000 });
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByText("2 of 3 photos").waitFor();
    expect(await page.getByText("Will be deleted", { exact: true }).count()).toBe(0);
    await context.close();
  }, 120_000);
});
