import "./prerender-stand-ins";

export type { PrerenderedPage } from "./prerendered-pages";

/**
 * The build's server entry (build-plugins/prerender.ts). The app's modules load once the
 * stand-ins for the browser's globals are in place: some read them as they load.
 */
export async function renderPages() {
  const { renderPages } = await import("./prerendered-pages");
  return renderPages();
}
