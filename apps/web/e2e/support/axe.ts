import type { Page } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";

/** Until transitions have ended: a dialog that is still fading in has no contrast to measure yet. */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** axe-core's serious and critical findings on the page as it is now, one line per rule, prefixed by `where`. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(" ")).slice(0, 5);
      return `${where}: ${violation.id} (${violation.help}) at ${targets.join(", ")}`;
    });
}
