/** Where Debian's Chromium lives (`apt-get install -y chromium`); no browser is ever downloaded. */
export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Flags for that Chromium on a machine without internet (see STACK-NOTES), shared by the browser
 * tests and the benchmarks: no sandbox or GPU, and none of the background calls it would make.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The flags for pages that draw with WebGL (MapLibre): software WebGL through SwiftShader, which
 * --disable-gpu would switch off. Only the tests and benchmarks of maps ask for it.
 */
export const CHROMIUM_WEBGL_FLAGS: readonly string[] = [
  ...CHROMIUM_FLAGS.filter((flag) => flag !== "--disable-gpu"),
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
];

/**
 * Launch options for classic scrollbars, which take room in the page as on most desktops: without
 * them a scrollbar that appears late (and the page re-centring around it) shifts nothing, and a
 * measure of layout shift misses it. Playwright hides scrollbars by default; Chromium may overlay them.
 */
export const CLASSIC_SCROLLBARS = {
  args: ["--disable-features=OverlayScrollbar"],
  ignoreDefaultArgs: ["--hide-scrollbars"],
} as const;

/**
 * Run in the page (e.g. Playwright's page.evaluate): the sum of every layout shift since the page
 * started that no input caused, a stricter figure than the session-windowed CLS.
 */
export function layoutShiftInPage(): Promise<number> {
  interface LayoutShift {
    value: number;
    hadRecentInput: boolean;
  }
  // This package is typed for Node, whose PerformanceObserver knows no layout shifts; the browser's does.
  const options = { type: "layout-shift", buffered: true } as unknown as Parameters<
    InstanceType<typeof PerformanceObserver>["observe"]
  >[0];
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const shifts = list.getEntries() as unknown as LayoutShift[];
      resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
    }).observe(options);
    // The observer is called only when there is an entry: none at all is a score of 0.
    setTimeout(() => resolve(0), 500);
  });
}
