/**
 * The journal going out and coming in (issue 18), against the built server on each database: the
 * export of 1,000 entries with 1,000 photos (time, MB/s, and the server's memory while it streams),
 * and the import of a 5,000-row CSV (dry run and import, in seconds). Prints figures; asserts nothing.
 * Run: npm run bench -- transfer
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import sharp from "sharp";

import type { AppUser } from "@bitelog/api/testing";

import type { BenchDatabase } from "./support/databases";
import { benchDatabaseKinds, seed } from "./support/databases";
import { fillJournal } from "./support/journal";
import { syntheticPhoto } from "./support/photo";
import { MB, table } from "./support/report";
import { startBuiltServer, watchPeakRss } from "./support/server";
import { createMember } from "./support/users";

const EXPORT_ENTRIES = 1000;
const IMPORT_ROWS = 5000;

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

async function measure(database: BenchDatabase): Promise<string[][]> {
  const [exporter, importer] = await seed(database, async (db) => {
    const users: AppUser[] = [await createMember(db), await createMember(db)];
    await fillJournal(db, users[0]?.accountId ?? "", EXPORT_ENTRIES);
    return users as [AppUser, AppUser];
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
      ]);
    }
    return rows;
  } finally {
    await server.stop();
    await Promise.all([exporter.dispose(), importer.dispose()]);
    await database.drop();
  }
}

const rows = [["database", "what", "time", "size / result", "server memory (RSS)"]];
for (const kind of benchDatabaseKinds()) rows.push(...(await measure(await kind())));
console.log("\nExport and import through the built server (issue 18)");
table(rows);
