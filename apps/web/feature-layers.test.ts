import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

import featureLayers from "./feature-layers.js";

/** The layer rule alone, on plain-JavaScript text never written to disk; the files it imports are real. */
const eslint = new ESLint({
  cwd: import.meta.dirname,
  overrideConfigFile: true,
  overrideConfig: featureLayers,
});

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? ""}: ${message.message}`);
}

describe("the feature layers", () => {
  it("refuses an import from a higher layer", async () => {
    const problems = await problemsOf(
      "src/features/outbox/upward.ts",
      'import { EntryPage } from "../entries/entry-page";\nexport const page = EntryPage;\n',
    );
    expect(problems).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: outbox may not import entries/),
    ]);
  });

  it("refuses an import within a layer, which could close a cycle", async () => {
    const problems = await problemsOf(
      "src/features/photos/sideways.ts",
      'import { ShareDialog } from "../sharing/share-dialog";\nexport const dialog = ShareDialog;\n',
    );
    expect(problems).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: photos may not import sharing/),
    ]);
  });

  it("refuses src/lib importing a feature, and a feature folder not placed in a layer", async () => {
    const fromLib = await problemsOf(
      "src/lib/upward.ts",
      'export { sessionStore } from "../features/auth/session-store";\n',
    );
    const unplaced = await problemsOf(
      "src/features/brand-new/a.ts",
      'export { formatVisitDate } from "../journal/format";\n',
    );
    expect([...fromLib, ...unplaced]).toEqual([
      expect.stringMatching(/lib may not import auth/),
      expect.stringMatching(/unplaced may not import journal/),
    ]);
  });

  it("lets a feature import the layers below it, and the routes import any feature", async () => {
    const downward = await problemsOf(
      "src/features/entries/downward.ts",
      'import { useOutbox } from "../outbox/use-outbox";\nimport { cn } from "../../lib/cn";\nexport { cn, useOutbox };\n',
    );
    const route = await problemsOf(
      "src/routes/any.ts",
      'export { LandingPage } from "../features/landing/landing-page";\n',
    );
    expect([...downward, ...route]).toEqual([]);
  });
});
