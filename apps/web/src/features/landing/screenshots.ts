import type { Language } from "@bitelog/config";

/**
 * The screenshots of the landing page's feature sections, in apps/web/public/landing/<language>/.
 * They are made from the running app by scripts/landing-screenshots.ts, which reads this module
 * too, so the file names and the sizes the page reserves (no layout shift) cannot drift apart.
 * Each shot exists in the page's language, at a desktop and at a phone size (the phone's layout,
 * readable on a phone), as AVIF and WebP.
 */
export const SCREENSHOT_SIZES = {
  desktop: { width: 1024, height: 640 },
  phone: { width: 390, height: 700 },
} as const;
export type ScreenshotSize = keyof typeof SCREENSHOT_SIZES;

/** Where the phone shots replace the desktop ones: below Tailwind's sm breakpoint. */
export const PHONE_MEDIA = "(max-width: 639px)";

/** Phone shots are taken at twice their CSS size, for sharp text on phone screens. */
export const PHONE_SCALE = 2;

export const SCREENSHOT_FORMATS = ["avif", "webp"] as const;
export type ScreenshotFormat = (typeof SCREENSHOT_FORMATS)[number];

export const SCREENSHOTS = ["log-visits", "search-browse", "map", "languages-themes", "privacy"] as const;
export type ScreenshotName = (typeof SCREENSHOTS)[number];

export function screenshotPath(
  name: ScreenshotName,
  language: Language,
  size: ScreenshotSize,
  format: ScreenshotFormat,
): string {
  return `/landing/${language}/${name}-${size}.${format}`;
}

/** The URL the page loads a screenshot from: its path with the build's version of the screenshots. */
export function screenshotUrl(
  name: ScreenshotName,
  language: Language,
  size: ScreenshotSize,
  format: ScreenshotFormat,
): string {
  return `${screenshotPath(name, language, size, format)}?v=${__LANDING_VERSION__}`;
}
