import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

const FRENCH = new URL("../locales/fr/", import.meta.url);

describe("the French catalog", () => {
  // A plan is a "formule" everywhere: two words for one thing read as two things (issue 32).
  it('calls a plan "formule", never "forfait"', async () => {
    const files = (await readdir(FRENCH)).filter((file) => file.endsWith(".po"));
    expect(files.length).toBeGreaterThan(0);
    const found = (
      await Promise.all(
        files.map(async (file) =>
          (await readFile(new URL(file, FRENCH), "utf8"))
            .split("\n")
            .filter((line) => line.startsWith("msgstr") && /forfait/i.test(line))
            .map((line) => `${file}: ${line}`),
        ),
      )
    ).flat();
    expect(found).toEqual([]);
  });
});
