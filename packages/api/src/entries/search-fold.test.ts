import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@bitelog/db/testing";
import { foldText } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

/** Every character of the blocks where names in the six languages and their neighbours are written. */
function charactersOf(...blocks: [number, number][]): string[] {
  return blocks.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  );
}

const LATIN = charactersOf([0x01, 0x7f], [0xa0, 0x24f], [0x1e00, 0x1eff]);
const NAMES = [
  "Joe's Pizza & Grill, 12 W 4th St",
  "Straße",
  "Øl & Brød",
  "Crème brûlée",
  "Ærøskøbing",
  "Łódź",
  "İstanbul",
  "Œufs",
  "ﬁlet",
  "Ĳssel",
];

describe.each(testBackends())("foldText beside the database's search_fold, on $name", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.create();
  });
  afterAll(() => database.destroy());

  const searchFold = async (texts: string[]) => {
    const { rows } = await sql<{ folded: string }>`
      select search_fold(text) as folded from unnest(${texts}::text[]) with ordinality as t(text, i) order by i
    `.execute(database.db);
    return rows.map((row) => row.folded);
  };

  it("folds every Latin letter, sign and ligature as the database does", async () => {
    // An older unaccent dictionary (PostgreSQL 15's) lacks the ordinals' and micro sign's rules
    // and writes fractions without their space; foldText follows the embedded database's newer one.
    const [ordinal] = await searchFold(["ª"]);
    const older = ordinal === "a" ? [] : ["ª", "µ", "º", "¼", "½", "¾"];
    const compared = LATIN.filter((character) => !older.includes(character));
    const folded = await searchFold(compared);
    const differences = compared
      .filter((character, i) => foldText(character) !== folded[i])
      .map(
        (character) =>
          `${character} (U+${character.codePointAt(0)?.toString(16)}): ${foldText(character)} ≠ ${folded[compared.indexOf(character)]}`,
      );
    expect(differences).toEqual([]);
  });

  it("folds whole names as the database does, so offline search finds what the server finds", async () => {
    expect(NAMES.map(foldText)).toEqual(await searchFold(NAMES));
    expect(foldText("Straße")).toBe("strasse");
    expect(foldText("Øl & Brød")).toBe("ol & brod");
  });
});
