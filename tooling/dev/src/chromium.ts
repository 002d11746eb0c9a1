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
