import type { Compilable } from "kysely";
import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "@bitelog/db/testing";
import { BROWSE_LETTERS } from "@bitelog/config";
import { compileOnlyDb, testBackends } from "@bitelog/db/testing";

import {
  browseEntriesQuery,
  countLetterEntriesQuery,
  countSearchMatchesQuery,
  entryLettersQuery,
  searchEntriesQuery,
  selectEntries,
  selectPhotosOf,
} from "./entry-queries";

/** Compiles without a database: the SQL text is what the review is about. */
const compiler = compileOnlyDb();
const userId = "11111111-1111-4111-8111-111111111111";

describe("the SQL of the entry reads", () => {
  it("lists the user's entries alphabetically, and then their photos", () => {
    const entries = selectEntries(compiler, userId);
    const { sql, parameters } = entries.compile();
    expect(sql).toMatchInlineSnapshot(
      `"select "journal_entries"."id", "journal_entries"."restaurant_name", "journal_entries"."restaurant_address", "journal_entries"."restaurant_latitude", "journal_entries"."restaurant_longitude", "journal_entries"."location_precision", "journal_entries"."visit_date", "journal_entries"."rating", "journal_entries"."comment", "journal_entries"."what_you_had", "journal_entries"."would_get_again", "journal_entries"."things_to_remember", "journal_entries"."thumbnail_photo_id", "journal_entries"."listed_since" from "journal_entries" where "journal_entries"."user_id" = $1 order by lower(journal_entries.restaurant_name) collate "und-x-icu", "journal_entries"."restaurant_name", "journal_entries"."id""`,
    );
    expect(parameters).toEqual([userId]);
    const photos = selectPhotosOf(compiler, entries).compile();
    expect(photos.sql).toMatchInlineSnapshot(
      `"select "entry_photos"."entry_id", "entry_photos"."id", "entry_photos"."storage_path", "entry_photos"."thumbnail_path" from "entry_photos" where "entry_photos"."entry_id" in (select "journal_entries"."id" from "journal_entries" where "journal_entries"."user_id" = $1) order by "entry_photos"."position", "entry_photos"."id""`,
    );
    expect(photos.parameters).toEqual([userId]);
  });

  it("searches a page through the trigram document with an escaped pattern, after a cursor", () => {
    const first = searchEntriesQuery(compiler, userId, "100%_ok", 51).compile();
    expect(first.sql).toMatchInlineSnapshot(
      `"select "journal_entries"."id", "journal_entries"."restaurant_name", "journal_entries"."restaurant_address", "journal_entries"."restaurant_latitude", "journal_entries"."restaurant_longitude", "journal_entries"."location_precision", "journal_entries"."visit_date", "journal_entries"."rating", "journal_entries"."comment", "journal_entries"."what_you_had", "journal_entries"."would_get_again", "journal_entries"."things_to_remember", "journal_entries"."thumbnail_photo_id", "journal_entries"."listed_since" from "journal_entries" where "journal_entries"."user_id" = $1 and journal_entries.search_document like '%' || replace(replace(replace(search_fold($2), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' order by lower(journal_entries.restaurant_name) collate "und-x-icu", "journal_entries"."restaurant_name", "journal_entries"."id" limit $3"`,
    );
    expect(first.parameters).toEqual([userId, "100%_ok", 51]);
    const after = { name: "Pho 049", id: "22222222-2222-4222-8222-222222222222" };
    const next = searchEntriesQuery(compiler, userId, "pho", 51, after).compile();
    expect(next.sql).toMatchInlineSnapshot(
      `"select "journal_entries"."id", "journal_entries"."restaurant_name", "journal_entries"."restaurant_address", "journal_entries"."restaurant_latitude", "journal_entries"."restaurant_longitude", "journal_entries"."location_precision", "journal_entries"."visit_date", "journal_entries"."rating", "journal_entries"."comment", "journal_entries"."what_you_had", "journal_entries"."would_get_again", "journal_entries"."things_to_remember", "journal_entries"."thumbnail_photo_id", "journal_entries"."listed_since" from "journal_entries" where "journal_entries"."user_id" = $1 and journal_entries.search_document like '%' || replace(replace(replace(search_fold($2), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' and (lower(journal_entries.restaurant_name) collate "und-x-icu", journal_entries.restaurant_name, journal_entries.id) > (lower($3) collate "und-x-icu", $4, $5::uuid) order by lower(journal_entries.restaurant_name) collate "und-x-icu", "journal_entries"."restaurant_name", "journal_entries"."id" limit $6"`,
    );
    expect(next.parameters).toEqual([userId, "pho", "Pho 049", "Pho 049", after.id, 51]);
    const count = countSearchMatchesQuery(compiler, userId, "pho", 1001).compile();
    expect(count.sql).toMatchInlineSnapshot(
      `"select count(*) as "count" from (select 1 as "found" from "journal_entries" where "journal_entries"."user_id" = $1 and journal_entries.search_document like '%' || replace(replace(replace(search_fold($2), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' limit $3) as "matches""`,
    );
    expect(count.parameters).toEqual([userId, "pho", 1001]);
  });

  it("browses a page of one letter, after a cursor, counts it, and finds the letters with one probe of the letter index each", () => {
    const browse = browseEntriesQuery(compiler, userId, "m", 51).compile();
    expect(browse.sql).toMatchInlineSnapshot(
      `"select "journal_entries"."id", "journal_entries"."restaurant_name", "journal_entries"."restaurant_address", "journal_entries"."restaurant_latitude", "journal_entries"."restaurant_longitude", "journal_entries"."location_precision", "journal_entries"."visit_date", "journal_entries"."rating", "journal_entries"."comment", "journal_entries"."what_you_had", "journal_entries"."would_get_again", "journal_entries"."things_to_remember", "journal_entries"."thumbnail_photo_id", "journal_entries"."listed_since" from "journal_entries" where "journal_entries"."user_id" = $1 and journal_entries.name_letter = $2 order by lower(journal_entries.restaurant_name) collate "und-x-icu", "journal_entries"."restaurant_name", "journal_entries"."id" limit $3"`,
    );
    expect(browse.parameters).toEqual([userId, "m", 51]);
    const after = { name: "Momofuku", id: "22222222-2222-4222-8222-222222222222" };
    const next = browseEntriesQuery(compiler, userId, "m", 51, after).compile();
    expect(next.sql).toMatchInlineSnapshot(
      `"select "journal_entries"."id", "journal_entries"."restaurant_name", "journal_entries"."restaurant_address", "journal_entries"."restaurant_latitude", "journal_entries"."restaurant_longitude", "journal_entries"."location_precision", "journal_entries"."visit_date", "journal_entries"."rating", "journal_entries"."comment", "journal_entries"."what_you_had", "journal_entries"."would_get_again", "journal_entries"."things_to_remember", "journal_entries"."thumbnail_photo_id", "journal_entries"."listed_since" from "journal_entries" where "journal_entries"."user_id" = $1 and journal_entries.name_letter = $2 and (lower(journal_entries.restaurant_name) collate "und-x-icu", journal_entries.restaurant_name, journal_entries.id) > (lower($3) collate "und-x-icu", $4, $5::uuid) order by lower(journal_entries.restaurant_name) collate "und-x-icu", "journal_entries"."restaurant_name", "journal_entries"."id" limit $6"`,
    );
    expect(next.parameters).toEqual([userId, "m", "Momofuku", "Momofuku", after.id, 51]);
    const count = countLetterEntriesQuery(compiler, userId, "m", 1001).compile();
    expect(count.sql).toMatchInlineSnapshot(
      `"select count(*) as "count" from (select 1 as "found" from "journal_entries" where "journal_entries"."user_id" = $1 and journal_entries.name_letter = $2 limit $3) as "matches""`,
    );
    expect(count.parameters).toEqual([userId, "m", 1001]);
    const letters = entryLettersQuery(userId).compile(compiler);
    expect(letters.sql).toMatchInlineSnapshot(`
      "select letter from unnest($1::text[])
          with ordinality as headings (letter, position)
          where exists (select from journal_entries where user_id = $2 and journal_entries.name_letter = letter)
          order by position"
    `);
    expect(letters.parameters).toEqual([BROWSE_LETTERS, userId]);
  });
});

describe.each(testBackends())("query plans on $name", (backend) => {
  let t: TestDatabase;
  let user: string;
  beforeAll(async () => {
    t = await backend.create();
    ({ id: user } = await t.db
      .insertInto("users")
      .values({ firebase_uid: "plans", username: "plans" })
      .returning("id")
      .executeTakeFirstOrThrow());
    await sql`insert into journal_entries (user_id, restaurant_name, restaurant_address, comment, visit_date)
      select ${user}, 'Restaurant ' || n, n || ' Main Street', 'Visit number ' || n, date '2025-01-01'
      from generate_series(1, 2000) as n`.execute(t.db);
    await sql`analyze journal_entries`.execute(t.db);
  });
  afterAll(() => t.destroy());

  /**
   * The plan PostgreSQL picks for a query, without running it, with sequential scans (and the
   * `lastResorts`) a last resort and the `hidden` indexes dropped for the moment (a rolled-back
   * transaction).
   */
  const planOf = (query: Compilable, hidden: string[] = [], lastResorts: "sort"[] = []) =>
    t.db.connection().execute(async (connection) => {
      const { sql: text, parameters } = query.compile();
      await sql`begin`.execute(connection);
      try {
        for (const index of hidden) await sql`drop index ${sql.id(index)}`.execute(connection);
        for (const kind of ["seqscan", ...lastResorts]) {
          await sql`set local ${sql.raw(`enable_${kind}`)} = off`.execute(connection);
        }
        const result = await connection.executeQuery<Record<string, string>>(
          CompiledQuery.raw(`explain ${text}`, [...parameters]),
        );
        return result.rows.map((row) => Object.values(row).join(" ")).join("\n");
      } finally {
        await sql`rollback`.execute(connection);
      }
    });

  it("can search through journal_entries_user_search_idx", async () => {
    // With one user's entries the planner prefers a scan of them all until there are about 50,000
    // (bench/search.ts shows the index in use at 100,000). Filling that many takes too long here,
    // so the user_id indexes step aside and the plan shows that the search expression fits the index.
    const plan = await planOf(searchEntriesQuery(t.db, user, "number 1234", 51), [
      "journal_entries_user_order_idx",
      "journal_entries_user_letter_order_idx",
    ]);
    expect(plan).toContain("journal_entries_user_search_idx");
  });

  it("can read a page of search results, and the page after a cursor, in order from journal_entries_user_order_idx", async () => {
    // Which index serves a term depends on how common the planner thinks it is (bench/search.ts
    // shows both at 100,000 entries); here sorting is a last resort, and the plan shows that the
    // order and the cursor fit the index.
    const after = { name: "Restaurant 1500", id: "22222222-2222-4222-8222-222222222222" };
    for (const query of [
      searchEntriesQuery(t.db, user, "visit", 51),
      searchEntriesQuery(t.db, user, "visit", 51, after),
    ]) {
      const plan = await planOf(
        query,
        ["journal_entries_user_search_idx", "journal_entries_user_letter_order_idx"],
        ["sort"],
      );
      expect(plan).toContain("Index Scan using journal_entries_user_order_idx");
      expect(plan).not.toContain("Sort");
    }
  });

  it("reads a page of a letter, and the page after a cursor, in order from journal_entries_user_letter_order_idx", async () => {
    // Every entry here is under R, so the journal's order serves as well: it steps aside, sorting is
    // a last resort, and the plan shows that the letter, the order and the cursor fit the index
    // (bench/search.ts shows it chosen at 100,000 entries).
    const after = { name: "Restaurant 1500", id: "22222222-2222-4222-8222-222222222222" };
    for (const query of [
      browseEntriesQuery(t.db, user, "r", 51),
      browseEntriesQuery(t.db, user, "r", 51, after),
    ]) {
      const plan = await planOf(query, ["journal_entries_user_order_idx"], ["sort"]);
      expect(plan).toContain("Index Scan using journal_entries_user_letter_order_idx");
      expect(plan).not.toContain("Sort");
    }
    expect(
      await planOf(countLetterEntriesQuery(t.db, user, "r", 1001), ["journal_entries_user_order_idx"]),
    ).toContain("journal_entries_user_letter_order_idx");
  });
});
