/**
 * The screenshots of the landing page's feature sections, in apps/web/public/landing/. They are
 * made from the running app by scripts/landing-screenshots.ts, which reads this list too, so the
 * file names and the width/height the page reserves (no layout shift) cannot drift apart.
 */
export const SCREENSHOT_SIZE = { width: 1024, height: 640 } as const;

export const SCREENSHOTS = ["log-visits", "search-browse", "map", "languages-themes", "privacy"] as const;
export type ScreenshotName = (typeof SCREENSHOTS)[number];

export function screenshotPath(name: ScreenshotName): string {
  return `/landing/${name}.webp`;
}
