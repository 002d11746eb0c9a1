/**
 * The journal going out and coming in (issues 18 and 34), against the built server on each
 * database: the export of 1,000 entries with 1,000 photos (time, MB/s, and the server's memory
 * while it streams), the import of a 5,000-row CSV, and of a Google Takeout of 5,000 reviews and
 * 2,000 saved places (dry run and import, in seconds, with the server's memory rise beside the
 * budgets). Prints figures; asserts nothing.
 * Run: npm run bench -- transfer
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import sharp from "sharp";

import type { AppUser } from "@bitelog/api/testing";
import type { TakeoutListRow, TakeoutSavedPlace } from "@bitelog/api/testing/import-fixtures";
import { takeoutArchive } from "@bitelog/api/testing/import-fixtures";

import type { BenchDatabase } from "./support/databases";
import { benchDatabaseKinds, seed } from "./support/databases";
import { fillJournal } from "./support/journal";
import { syntheticPhoto } from "./support/photo";
import { MB, table, verdict } from "./support/report";
import { startBuiltServer, watchPeakRss } from "./support/server";
import { createMember } from "./support/users";

const EXPORT_ENTRIES = 1000;
const IMPORT_ROWS = 5000;
const TAKEOUT = { reviews: 5000, savedPlaces: 2000, lists: 3 };
/** Issue 34, on PGlite: the dry run and the import each, and the server's memory rise. */
const TAKEOUT_BUDGET = { seconds: 10, riseBytes: 150 * 1024 * 1024 };

/** One display-sized WebP, as the upload pipeline stores them, written under a name per entry. */
async function photoFiles(database: BenchDatabase, userId: string): Promise<void> {
  const webp = await sharp(await syntheticPhoto(2048, 1536))
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
  const thumbnail = await sharp(webp).resize(480).webp({ quality: 75 }).toBuffer();
  const folder = join(database.dataDir, "photos", "photos");
  await mkdir(folder, { recursive: true });
  await seed(database, async (db) => {
    const rows = await sql<{ id: string }>`select id from journal_entries where user_id = ${userId}`.execute(
      db,
    );
    for (const { id } of rows.rows) {
      const name = id.replaceAll("-", "");
      await writeFile(join(folder, `${name}.webp`), webp);
      await writeFile(join(folder, `${name}-thumb.webp`), thumbnail);
    }
    await sql`
      insert into entry_photos (entry_id, storage_path, thumbnail_path, content_type, size_bytes, width, height, position)
      select id, 'photos/' || replace(id::text, '-', '') || '.webp',
        'photos/' || replace(id::text, '-', '') || '-thumb.webp', 'image/webp', ${webp.length}, 2048, 1536, 0
      from journal_entries where user_id = ${userId}`.execute(db);
  });
}

/** A spreadsheet's CSV: names, local dates, ratings, addresses and comments. */
function spreadsheet(rows: number): string {
  const lines = ["Restaurant,Date,Rating,Address,Comment"];
  for (let n = 1; n <= rows; n++) {
    const day = String(1 + (n % 28)).padStart(2, "0");
    const month = String(1 + (n % 12)).padStart(2, "0");
    lines.push(
      `Place ${n},${day}/${month}/${2015 + (n % 10)},${1 + (n % 5)},"${n} Main Street, Porto","Visit ${n}"`,
    );
  }
  return lines.join("\n");
}

/**
 * A Takeout of reviews (spread over years, most with a rating and words, a point and an address)
 * and saved places: a quarter starred in Saved Places.json, the rest in saved lists.
 */
function takeout(): Promise<Buffer> {
  const place = (kind: string, n: number) => ({
    name: `${kind} ${n}`,
    address: `${n} Market Street, San Francisco`,
    point: [-122.4 + (n % 100) / 1000, 37.7 + (n % 97) / 1000] as [number, number],
    url: `http://maps.google.com/?cid=${n}`,
  });
  const reviews = Array.from({ length: TAKEOUT.reviews }, (_, i) => ({
    ...place("Reviewed", i),
    date: new Date(Date.UTC(2012, 0, 1) + i * 86_400_000).toISOString(),
    rating: 1 + (i % 5),
    text: i % 4 === 0 ? "" : `Visit ${i}: the noodles were great, the service slow.`,
    questions: [{ question: "Meal type", selected_option: "Dinner" }],
  }));
  const starred = TAKEOUT.savedPlaces / 4;
  const savedPlaces: TakeoutSavedPlace[] = Array.from({ length: starred }, (_, i) => ({
    ...place("Starred", i),
    comment: `Starred ${i}`,
  }));
  const inLists = TAKEOUT.savedPlaces - starred;
  const lists: Record<string, TakeoutListRow[]> = {};
  for (let i = 0; i < inLists; i++) {
    const name = `List ${i % TAKEOUT.lists}`;
    (lists[name] ??= []).push({
      title: `Listed ${i}`,
      note: `Note ${i}`,
      url: `http://maps.google.com/?cid=${i}`,
    });
  }
  return takeoutArchive({ reviews, savedPlaces, lists });
}

async function measure(database: BenchDatabase): Promise<string[][]> {
  const [exporter, importer, historian] = await seed(database, async (db) => {
    const users: AppUser[] = [await createMember(db), await createMember(db), await createMember(db)];
    await fillJournal(db, users[0]?.accountId ?? "", EXPORT_ENTRIES);
    return users as [AppUser, AppUser, AppUser];
  });
  await photoFiles(database, exporter.accountId);
  const server = await startBuiltServer(database.serverEnv);
  try {
    const auth = async (user: AppUser) => ({ authorization: `Bearer ${await user.idToken()}` });
    const rows: string[][] = [];

    // The export, read to its end as a browser would, with the server's memory sampled meanwhile.
    const memory = await watchPeakRss(server);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/export`, { headers: await auth(exporter) });
    let bytes = 0;
    for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    const peak = memory.stop();
    rows.push([
      database.name,
      `export: ${EXPORT_ENTRIES} entries, ${EXPORT_ENTRIES} photos`,
      `${seconds.toFixed(1)} s`,
      `${MB(bytes)} at ${MB(bytes / seconds)}/s`,
      `${MB(memory.before)} → peak ${MB(peak)} (+${MB(peak - memory.before)})`,
      "",
    ]);

    // The import of a spreadsheet: the dry run, then the import.
    const csv = spreadsheet(IMPORT_ROWS);
    for (const dryRun of [true, false]) {
      const form = new FormData();
      form.append("file", new File([csv], "visits.csv", { type: "text/csv" }));
      const importStarted = performance.now();
      const answer = await fetch(`${server.url}/api/import${dryRun ? "?dryRun=true" : ""}`, {
        method: "POST",
        headers: await auth(importer),
        body: form,
      });
      const { imported } = (await answer.json()) as { imported: number };
      rows.push([
        database.name,
        `import: ${IMPORT_ROWS}-row CSV${dryRun ? " (dry run)" : ""}`,
        `${((performance.now() - importStarted) / 1000).toFixed(2)} s`,
        `${imported} ${dryRun ? "would come in" : "imported"} (${MB(csv.length)})`,
        "",
        "",
      ]);
    }

    // A Google Takeout (issue 34): the dry run, then the import, each with the memory it takes.
    const archive = await takeout();
    for (const dryRun of [true, false]) {
      const form = new FormData();
      form.append("file", new File([new Uint8Array(archive)], "takeout.zip", { type: "application/zip" }));
      const takeoutMemory = await watchPeakRss(server);
      const importStarted = performance.now();
      const answer = await fetch(`${server.url}/api/import${dryRun ? "?dryRun=true" : ""}`, {
        method: "POST",
        headers: await auth(historian),
        body: form,
      });
      const { imported, placesToTry } = (await answer.json()) as {
        imported: number;
        placesToTry: { imported: number };
      };
      const seconds = (performance.now() - importStarted) / 1000;
      const rise = takeoutMemory.stop() - takeoutMemory.before;
      rows.push([
        database.name,
        `import: Takeout of ${TAKEOUT.reviews} reviews, ${TAKEOUT.savedPlaces} saved places${dryRun ? " (dry run)" : ""}`,
        `${seconds.toFixed(2)} s`,
        `${imported} entries, ${placesToTry.imported} places ${dryRun ? "would come in" : "imported"} (${MB(archive.length)})`,
        `+${MB(rise)}`,
        `≤ ${TAKEOUT_BUDGET.seconds} s: ${verdict(seconds <= TAKEOUT_BUDGET.seconds)}; ≤ +${MB(TAKEOUT_BUDGET.riseBytes)}: ${verdict(rise <= TAKEOUT_BUDGET.riseBytes)}`,
      ]);
    }
    return rows;
  } finally {
    await server.stop();
    await Promise.all([exporter.dispose(), importer.dispose(), historian.dispose()]);
    await database.drop();
  }
}

const rows = [["database", "what", "time", "size / result", "server memory (RSS)", "budget"]];
for (const kind of benchDatabaseKinds()) rows.push(...(await measure(await kind())));
console.log("\nExport and import through the built server (issue 18)");
table(rows);
