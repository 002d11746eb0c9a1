import type { Page } from "playwright-core";

export interface TabWalk {
  /** Every control a keyboard user should reach, in document order (tag and name). */
  controls: string[];
  /** Those that Tab never reached. */
  missed: string[];
}

/**
 * Presses Tab through the page from its start and reports the focusable, visible controls that the
 * focus never landed on. "Focusable" is decided by the browser's own tabIndex (so a Radix switch or
 * trigger counts, a honeypot with tabIndex -1 does not); inert, hidden and disabled ones are skipped.
 */
export async function walkWithTab(page: Page): Promise<TabWalk> {
  const controls = await page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, summary, [tabindex]",
    );
    const reachable = [...candidates].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(":disabled") &&
        !element.closest("[inert], [aria-hidden='true']") &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    return reachable.map((element, index) => {
      element.dataset.tabStop = String(index);
      const name = element.getAttribute("aria-label") ?? element.innerText;
      return `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
    });
  });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const reached = new Set<string>();
  for (let press = 0; press < controls.length + 3; press++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tabStop);
    if (stop !== undefined) reached.add(stop);
  }
  return { controls, missed: controls.filter((_, index) => !reached.has(String(index))) };
}
