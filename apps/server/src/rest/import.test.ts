import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import { createAppUser } from "@bitelog/api/testing";
import { takeoutArchive, zipOf } from "@bitelog/api/testing/import-fixtures";
import { IMPORT_LIMITS, PLAN_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "../testing/test-server";
import { startTestServer } from "../testing/test-server";

interface ImportAnswer {
  dryRun: boolean;
  source: string;
  recognised: Record<string, number>;
  ratingScale: number | null;
  imported: number;
  skipped: number;
  problems: { row: number; code: string; field?: string; message: string }[];
  ignoredColumns: string[];
  sample: { visits: Record<string, unknown>[]; placesToTry: Record<string, unknown>[] };
}

interface Entry {
  id: string;
  restaurant_name: string;
  restaurant_address: string | null;
  restaurant_latitude: number | null;
  restaurant_longitude: number | null;
  visit_date: string;
  rating: number | null;
  comment: string | null;
  what_you_had: string | null;
  would_get_again: boolean | null;
  things_to_remember: string | null;
  photoUrls: string[];
  thumbnail_url: string | null;
}

const photo = (seed: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: seed * 40, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

describe.each(testBackends())("import route on $name", (backend) => {
  let server: TestServer;
  let photoDir: string;
  beforeAll(async () => {
    photoDir = await mkdtemp(join(tmpdir(), "bitelog-rest-import-"));
    server = await startTestServer(backend, { PHOTO_DIR: photoDir });
  });
  afterAll(async () => {
    await server.stop();
    await rm(photoDir, { recursive: true, force: true });
  });

  const users: AppUser[] = [];
  const newUser = async (language = "en") => {
    const user = await createAppUser(server.db);
    await server.db
      .updateTable("users")
      .set({ preferred_language: language })
      .where("id", "=", user.accountId)
      .execute();
    users.push(user);
    return user;
  };
  afterAll(() => Promise.all(users.map((user) => user.dispose())));

  const auth = async (user: AppUser) => ({ authorization: `Bearer ${await user.idToken()}` });
  const importFile = async (
    user: AppUser,
    file: Buffer | string,
    query = "",
    name = "journal.csv",
    fields: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.append("file", new File([typeof file === "string" ? file : new Uint8Array(file)], name));
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    const response = await server.request(`/api/import${query}`, {
      method: "POST",
      headers: await auth(user),
      body: form,
    });
    return { status: response.status, body: (await response.json()) as ImportAnswer & { message?: string } };
  };
  const journalOf = async (user: AppUser) => {
    const response = await server.request("/api/journal", { headers: await auth(user) });
    return (await response.json()) as Entry[];
  };
  const photoBytes = async (user: AppUser, url: string) =>
    Buffer.from(await (await server.request(url, { headers: await auth(user) })).arrayBuffer());

  it("reads a French spreadsheet's CSV: its headers, semicolons, local dates and stars; says what it skipped", async () => {
    const user = await newUser("fr");
    const csv = [
      "\uFEFFNom;Adresse;Date de visite;Note;Commentaire;Plats;À reprendre",
      "Chez Léon;3 rue de Lappe, Paris;31/03/2024;★★★★;Très bon;Steak frites;oui",
      "Le Petit Zinc;;02.04.2024;5;;;non",
      ";;01/01/2024;;nameless;;",
      "Bistrot;;2024-13-45;;;;",
      "Café Nuit;;2024-05-06;0;;;",
    ].join("\r\n");
    const dry = await importFile(user, csv, "?dryRun=true");
    expect(dry).toMatchObject({ status: 200, body: { dryRun: true, imported: 2, skipped: 0 } });
    expect(await journalOf(user)).toEqual([]);

    const done = await importFile(user, csv);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ dryRun: false, imported: 2, skipped: 0 });
    expect(done.body.problems.map((problem) => [problem.row, problem.code])).toEqual([
      [4, "invalid"],
      [5, "invalid"],
      [6, "invalid"],
    ]);
    expect(done.body.problems.map((problem) => problem.field)).toEqual([
      "restaurantName",
      "visitDate",
      "rating",
    ]);
    expect(done.body.problems[0]?.message).toMatch(/^restaurantName: /);
    expect(done.body.problems[1]?.message).toMatch(/^visitDate: /);
    expect(done.body.problems[2]?.message).toMatch(/^rating: /);
    const journal = await journalOf(user);
    expect(journal.map((entry) => [entry.restaurant_name, entry.visit_date, entry.rating])).toEqual([
      ["Chez Léon", "2024-03-31", 4],
      ["Le Petit Zinc", "2024-04-02", 5],
    ]);
    expect(journal[0]).toMatchObject({
      restaurant_address: "3 rue de Lappe, Paris",
      comment: "Très bon",
      what_you_had: "Steak frites",
      would_get_again: true,
    });
    expect(journal[1]).toMatchObject({ would_get_again: false, restaurant_address: null });

    // The same file again changes nothing.
    expect((await importFile(user, csv)).body).toMatchObject({ imported: 0, skipped: 2 });
    expect(await journalOf(user)).toHaveLength(2);
  });

  it("reads columns headed with the app's own labels in any language, and names the columns it ignores", async () => {
    const user = await newUser("fr");
    const csv = [
      "Nom du restaurant;Date de la visite;Le reprendriez-vous ?;Würdest du es wieder bestellen?;Humeur;;Ce que vous avez pris",
      "Chez Léon;31/03/2024;oui;;gaie;;Steak",
      "Da Gino;01/04/2024;non;;;;",
      "Trattoria;02/04/2024;Sì;;;;",
    ].join("\n");
    const dry = await importFile(user, csv, "?dryRun=true");
    expect(dry.status).toBe(200);
    // The German label means the same as the French one before it, whose cells are read.
    expect(dry.body).toMatchObject({ imported: 3, problems: [] });
    expect(dry.body.ignoredColumns).toEqual(["Würdest du es wieder bestellen?", "Humeur"]);
    expect((await importFile(user, csv)).body).toMatchObject({
      imported: 3,
      ignoredColumns: ["Würdest du es wieder bestellen?", "Humeur"],
    });
    expect(
      (await journalOf(user)).map((entry) => [
        entry.restaurant_name,
        entry.would_get_again,
        entry.what_you_had,
      ]),
    ).toEqual([
      ["Chez Léon", true, "Steak"],
      ["Da Gino", false, null],
      ["Trattoria", true, null],
    ]);
    // A file with every column read names none.
    const plain = await importFile(user, "name,date\nX,2024-01-01\n", "?dryRun=true");
    expect(plain.body.ignoredColumns).toEqual([]);
    // Without a rating column there is no scale to choose.
    expect(plain.body.ratingScale).toBeNull();
  });

  it("reads a CSV saved in Windows-1252 (Excel's CSV), and one in UTF-8 with or without a BOM", async () => {
    const user = await newUser("fr");
    const text = "Nom;Date;Commentaire\nCafé Zoë;2024-01-01;Très bon, 12 € le menu\n";
    // "€" is 0x80 in Windows-1252; the other characters are where Latin-1 has them.
    const [before, after] = text.split("€");
    const windows1252 = Buffer.concat([
      Buffer.from(before ?? "", "latin1"),
      Buffer.from([0x80]),
      Buffer.from(after ?? "", "latin1"),
    ]);
    expect((await importFile(user, windows1252)).body).toMatchObject({ imported: 1, problems: [] });
    expect((await journalOf(user)).map((entry) => [entry.restaurant_name, entry.comment])).toEqual([
      ["Café Zoë", "Très bon, 12 € le menu"],
    ]);
    const other = await newUser("fr");
    expect((await importFile(other, `\uFEFF${text}`)).body).toMatchObject({ imported: 1 });
    expect((await importFile(other, text.replace("Zoë", "Zoé"))).body).toMatchObject({ imported: 1 });
    expect((await journalOf(other)).map((entry) => entry.comment)).toEqual([
      "Très bon, 12 € le menu",
      "Très bon, 12 € le menu",
    ]);
  });

  it("reads month-first dates for English, day-first when the day says so, and other headers by name", async () => {
    const user = await newUser("en");
    const csv =
      "Restaurant,Visited,Stars,Notes,Lat,Lng\nDiner,04/05/2024,4/5,Pie,40.7,-74\nGrill,25/12/2023,,,,\n";
    expect((await importFile(user, csv)).body).toMatchObject({ imported: 2, problems: [] });
    const journal = await journalOf(user);
    expect(
      journal.map((entry) => [entry.restaurant_name, entry.visit_date, entry.rating, entry.comment]),
    ).toEqual([
      ["Diner", "2024-04-05", 4, "Pie"],
      ["Grill", "2023-12-25", null, null],
    ]);
  });

  it("brings an export back whole into another account: fields, photos, thumbnail choice", async () => {
    const [owner, heir] = [await newUser(), await newUser()];
    const create = async (body: Record<string, unknown>) => {
      const response = await server.request("/api/journal", {
        method: "POST",
        headers: { ...(await auth(owner)), "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as Entry).id;
    };
    const withPhotos = await create({
      restaurantName: "Trattoria Roma",
      restaurantAddress: "1 Via Appia, Rome",
      restaurantLatitude: 41.9,
      restaurantLongitude: 12.5,
      visitDate: "2025-10-27",
      rating: 4,
      comment: "Carbonara",
      whatYouHad: "Carbonara, tiramisù",
      wouldGetAgain: true,
      thingsToRemember: "Ask for Marco",
    });
    await create({ restaurantName: "Noodle Bar", visitDate: "2024-01-02" });
    const form = new FormData();
    for (const seed of [1, 2])
      form.append("photos", new File([new Uint8Array(await photo(seed))], `${seed}.jpg`));
    await server.request(`/api/journal/${withPhotos}/photos`, {
      method: "POST",
      headers: await auth(owner),
      body: form,
    });
    const [original] = await journalOf(owner).then((entries) => entries.filter((e) => e.id === withPhotos));
    const second = original?.photoUrls[1] ?? "";
    await server.request(`/api/journal/${withPhotos}`, {
      method: "PUT",
      headers: { ...(await auth(owner)), "content-type": "application/json" },
      body: JSON.stringify({
        restaurantName: "Trattoria Roma",
        visitDate: "2025-10-27",
        thumbnailUrl: second,
      }),
    });

    const exported = Buffer.from(
      await (await server.request("/api/export", { headers: await auth(owner) })).arrayBuffer(),
    );
    expect((await importFile(heir, exported, "", "bitelog-export.zip")).body).toMatchObject({
      imported: 2,
      skipped: 0,
      problems: [],
    });

    // Which photo is the thumbnail: its thumbnail file is named after its display file.
    const comparable = ({ id: _id, photoUrls, thumbnail_url, ...fields }: Entry) => ({
      ...fields,
      photos: photoUrls.length,
      thumbnail: photoUrls.findIndex((url) => url.replace(".webp", "-thumb.webp") === thumbnail_url),
    });
    const [before, after] = [await journalOf(owner), await journalOf(heir)];
    expect(after.map(comparable)).toEqual(before.map(comparable));
    // The same pictures in the same order (encoded anew, as any import is), and the same thumbnail.
    const looks = async (user: AppUser, url: string) => {
      const image = sharp(await photoBytes(user, url));
      const [{ width, height }, { channels }] = await Promise.all([image.metadata(), image.stats()]);
      return { width, height, red: Math.round((channels[0]?.mean ?? 0) / 10) };
    };
    const [mine, theirs] = [
      before.find((e) => e.id === withPhotos),
      after.find((e) => e.restaurant_name === "Trattoria Roma"),
    ];
    for (const index of [0, 1]) {
      expect(await looks(heir, theirs?.photoUrls[index] ?? "")).toEqual(
        await looks(owner, mine?.photoUrls[index] ?? ""),
      );
    }
    expect(theirs && comparable(theirs).thumbnail).toBe(1);

    // Our journal.json alone brings the entries without their photos.
    const lone = await newUser();
    expect(
      (
        await importFile(
          lone,
          JSON.stringify({
            format: "bitelog-export",
            version: 1,
            entries: [{ restaurant_name: "Solo", visit_date: "2020-02-02", photos: [] }],
          }),
          "",
          "journal.json",
        )
      ).body,
    ).toMatchObject({ imported: 1 });
  });

  it("imports what fits a free plan, with the rest as problems, and no photo past the plan's per-entry limit", async () => {
    const user = await newUser();
    const limit = PLAN_LIMITS.free.maxEntries ?? 0;
    const rows = Array.from({ length: limit + 2 }, (_, i) => `Place ${i},2024-01-01`);
    const answer = await importFile(user, ["name,date", ...rows].join("\n"));
    expect(answer.body).toMatchObject({ imported: limit });
    expect(answer.body.problems.map((problem) => [problem.row, problem.code])).toEqual([
      [limit + 2, "overLimit"],
      [limit + 3, "overLimit"],
    ]);

    const other = await newUser();
    const files: Record<string, Buffer | string> = {};
    const photos: string[] = [];
    for (let n = 1; n <= PLAN_LIMITS.free.maxPhotosPerEntry + 1; n++) {
      photos.push(`photos/x/${n}.jpg`);
      files[`photos/x/${n}.jpg`] = await photo(n);
    }
    files["photos/y/1.jpg"] = Buffer.from("not an image");
    files["journal.json"] = JSON.stringify({
      format: "bitelog-export",
      version: 1,
      entries: [
        { restaurant_name: "Many photos", visit_date: "2024-01-01", photos, thumbnail: photos[0] },
        { restaurant_name: "Bad photo", visit_date: "2024-01-01", photos: ["photos/y/1.jpg"] },
      ],
    });
    const zipped = await importFile(other, await zipOf(files), "", "x.zip");
    expect(zipped.body).toMatchObject({ imported: 2 });
    expect(zipped.body.problems.map((problem) => [problem.row, problem.code])).toEqual([
      [1, "photoLimit"],
      [2, "photoUnreadable"],
    ]);
    const journal = await journalOf(other);
    expect(journal.map((entry) => [entry.restaurant_name, entry.photoUrls.length])).toEqual([
      ["Bad photo", 0],
      ["Many photos", PLAN_LIMITS.free.maxPhotosPerEntry],
    ]);
  });

  it("refuses a journal larger than the plan can hold with 413 naming the file, before unpacking it", async () => {
    const user = await newUser();
    // Past what the free plan's entries could take, and squeezed into a ZIP of a few kilobytes.
    const bytes = (PLAN_LIMITS.free.maxEntries ?? 0) * IMPORT_LIMITS.maxEntryFileBytes + 1024;
    const json = `{"format":"bitelog-export","version":1,"entries":[{"visit_date":"2025-10-27","restaurant_name":"${"a".repeat(bytes)}"}]}`;
    const zip = await zipOf({ "journal.json": json }, 9);
    expect(zip.byteLength).toBeLessThan(64 * 1024);
    for (const [file, name] of [
      [zip, "journal.json"],
      [json, "big.json"],
    ] as const) {
      const answer = await importFile(user, file, "", name === "journal.json" ? "export.zip" : name);
      expect(answer.status, name).toBe(413);
      expect(answer.body, name).toMatchObject({ error: "Import file too large" });
      expect(answer.body.message, name).toContain(name);
    }
    expect(
      await server.db.selectFrom("journal_entries").where("user_id", "=", user.accountId).execute(),
    ).toEqual([]);
  });

  it("refuses files it cannot read whole with a clear 400, writing nothing", async () => {
    const user = await newUser();
    const refused = async (file: Buffer | string, pattern: RegExp, name = "file") => {
      const answer = await importFile(user, file, "", name);
      expect(answer.status, String(pattern)).toBe(400);
      expect(answer.body.message, String(pattern)).toMatch(pattern);
    };
    await refused("just some words without a header we know\n", /needs a header row/);
    // Named for clients that explain it in their own words.
    expect((await importFile(user, "Humeur;Prix\ngaie;12\n")).body).toMatchObject({
      reason: "missingColumns",
    });
    await refused('{"hello": "world"}', /not a Bitelog export/);
    await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), /not a ZIP archive/);
    await refused(await zipOf({ "readme.txt": "hi" }), /neither journal.json nor journal.csv/);
    // A name that climbs out of the archive: written as "xx/evil.txt", then renamed in place.
    const climbing = await zipOf({ "journal.csv": "name,date\nA,2024-01-01\n", "xx/evil.txt": "x" });
    await refused(
      Buffer.from(climbing.toString("latin1").replaceAll("xx/evil.txt", "../evil.txt"), "latin1"),
      /cannot be read|invalid/,
    );
    // A zip bomb: little to send, more than the limit to unpack.
    await refused(
      await zipOf({ "journal.json": Buffer.alloc(IMPORT_LIMITS.maxUnpackedBytes + 1) }, 1),
      /unpacks to more than/,
    );
    const tooMany = [
      "name,date",
      ...Array.from({ length: IMPORT_LIMITS.maxEntries + 1 }, (_, i) => `P${i},2024-01-01`),
    ];
    await refused(tooMany.join("\n"), /at most 10000 entries/);
    expect(await journalOf(user)).toEqual([]);

    const form = new FormData();
    form.append("other", "x");
    const noFile = await server.request("/api/import", {
      method: "POST",
      headers: await auth(user),
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect((await server.request("/api/import", { method: "POST", body: form })).status).toBe(401);
  });

  it("refuses a file holding U+0000 with 400 naming the row and field, in a dry run as in the import", async () => {
    const user = await newUser();
    const csv = "name,date,comment\nUno,2024-01-01,\nDos,2024-01-02,fine\nTr\u0000es,2024-01-03,\n";
    const json = JSON.stringify({
      format: "bitelog-export",
      version: 1,
      entries: [
        { restaurant_name: "Uno", visit_date: "2024-01-01" },
        { restaurant_name: "Dos", visit_date: "2024-01-02", comment: "bad\u0000" },
      ],
    });
    for (const [file, name, row, field] of [
      [csv, "journal.csv", 4, "restaurantName"],
      [json, "journal.json", 2, "comment"],
      [await zipOf({ "journal.json": json }), "export.zip", 2, "comment"],
    ] as const) {
      for (const query of ["?dryRun=true", ""]) {
        const answer = await importFile(user, file, query, name);
        expect(answer.status, `${name}${query}`).toBe(400);
        expect(answer.body).toMatchObject({
          error: "Invalid import file",
          message: `Row ${row}, ${field}: must not contain the character U+0000.`,
          field,
        });
      }
    }
    expect(await journalOf(user)).toEqual([]);
  });

  it("stores imported JPEG, PNG and WebP photos as uploads are stored: encoded anew, with no metadata", async () => {
    const user = await newUser();
    const secret = "Home: 12 Secret Street";
    const picture = () =>
      sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 60 } } });
    const jpeg = await picture()
      .jpeg()
      .withExif({ IFD0: { ImageDescription: secret } })
      .toBuffer();
    const png = await picture()
      .png()
      .withExif({ IFD0: { ImageDescription: secret } })
      .toBuffer();
    // A WebP in the form we store, but with a RIFF chunk of its own after the image.
    const text = Buffer.from(secret);
    const chunk = Buffer.alloc(8 + text.length + (text.length % 2));
    chunk.write("HOME", 0, "ascii");
    chunk.writeUInt32LE(text.length, 4);
    text.copy(chunk, 8);
    const webp = Buffer.concat([await picture().webp({ quality: 80, effort: 2 }).toBuffer(), chunk]);
    webp.writeUInt32LE(webp.length - 8, 4);
    const photos = ["photos/e/1.jpg", "photos/e/2.png", "photos/e/3.webp"];
    const zip = await zipOf({
      "journal.json": JSON.stringify({
        format: "bitelog-export",
        version: 1,
        entries: [{ restaurant_name: "Metadata", visit_date: "2024-01-01", photos }],
      }),
      [photos[0] ?? ""]: jpeg,
      [photos[1] ?? ""]: png,
      [photos[2] ?? ""]: webp,
    });
    expect((await importFile(user, zip, "", "export.zip")).body).toMatchObject({ imported: 1, problems: [] });

    const [entry] = await journalOf(user);
    expect(entry?.photoUrls).toHaveLength(3);
    const urls = (entry?.photoUrls ?? []).flatMap((url) => [url, url.replace(".webp", "-thumb.webp")]);
    for (const url of urls) {
      const stored = await photoBytes(user, url);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format, url).toBe("webp");
      expect(stored.includes(secret), url).toBe(false);
      expect([metadata.exif, metadata.xmp, metadata.icc, metadata.iptc], url).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  const byName = (entries: Entry[]) => new Map(entries.map((entry) => [entry.restaurant_name, entry]));

  it("reads a Google Takeout ZIP: reviews as visits in the account's time zone, saved places and lists counted", async () => {
    const user = await newUser();
    await server.db
      .updateTable("users")
      .set({ timezone: "America/Los_Angeles" })
      .where("id", "=", user.accountId)
      .execute();
    const place = (name: string, point: [number, number], date: string) => ({
      name,
      address: `${name} St`,
      point,
      date,
      url: "https://maps.google.com/?cid=1",
    });
    const zip = await takeoutArchive({
      reviews: [
        {
          ...place("Taqueria Sol", [-122.4194, 37.7749], "2024-03-02T04:30:00Z"),
          rating: 5,
          text: "Best al pastor",
          questions: [
            { question: "Meal type", selected_option: "Dinner" },
            { question: "Food", rating: 5 },
          ],
        },
        { ...place("Nowhere Diner", [0, 0], "2023-07-10T18:00:00Z"), rating: 3 },
      ],
      savedPlaces: [
        { ...place("Starred Bistro", [2.35, 48.85], "2022-01-01T10:00:00Z"), comment: "Ask for the terrace" },
      ],
      lists: {
        "Want to go": [
          { title: "Ramen Ya", note: "Try the tonkotsu", url: "https://maps.google.com/?cid=2" },
        ],
      },
    });
    const dry = await importFile(user, zip, "?dryRun=true", "takeout-20240101.zip");
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      dryRun: true,
      source: "google-takeout",
      recognised: { reviews: 2, savedLists: 2, savedPlaces: 2 },
      imported: 2,
      placesToTry: { imported: 2, skipped: 0 },
      problems: [],
    });
    // A few of what lands, as it will be stored: for the preview to show.
    expect(dry.body.sample).toEqual({
      visits: [
        {
          row: 1,
          restaurantName: "Taqueria Sol",
          restaurantAddress: "Taqueria Sol St",
          visitDate: "2024-03-01",
          rating: 5,
          comment: "Best al pastor",
        },
        {
          row: 2,
          restaurantName: "Nowhere Diner",
          restaurantAddress: "Nowhere Diner St",
          visitDate: "2023-07-10",
          rating: 3,
          comment: null,
        },
      ],
      placesToTry: [
        {
          restaurantName: "Starred Bistro",
          restaurantAddress: "Starred Bistro St",
          note: "Ask for the terrace",
          listName: "Saved Places",
        },
        {
          restaurantName: "Ramen Ya",
          restaurantAddress: null,
          note: "Try the tonkotsu",
          listName: "Want to go",
        },
      ],
    });
    expect(await journalOf(user)).toEqual([]);

    expect((await importFile(user, zip, "", "takeout.zip")).body).toMatchObject({
      imported: 2,
      skipped: 0,
      placesToTry: { imported: 2, skipped: 0 },
    });
    const listed = await server.request("/api/places-to-try", { headers: await auth(user) });
    const { places } = (await listed.json()) as { places: Record<string, unknown>[] };
    expect(places).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          restaurant_name: "Ramen Ya",
          note: "Try the tonkotsu",
          source_url: "https://maps.google.com/?cid=2",
          list_name: "Want to go",
        }),
        expect.objectContaining({
          restaurant_name: "Starred Bistro",
          restaurant_latitude: 48.85,
          restaurant_longitude: 2.35,
          note: "Ask for the terrace",
          list_name: "Saved Places",
        }),
      ]),
    );
    expect(places).toHaveLength(2);
    const entries = byName(await journalOf(user));
    // 04:30 UTC on 2 March is the evening of 1 March in California; GeoJSON is longitude first.
    expect(entries.get("Taqueria Sol")).toMatchObject({
      visit_date: "2024-03-01",
      restaurant_latitude: 37.7749,
      restaurant_longitude: -122.4194,
      rating: 5,
      comment: "Best al pastor",
      things_to_remember: "Meal type: Dinner\nFood: 5/5",
    });
    // [0,0] is Google's "no coordinates".
    expect(entries.get("Nowhere Diner")).toMatchObject({
      restaurant_latitude: null,
      restaurant_longitude: null,
      rating: 3,
    });
    expect((await importFile(user, zip, "", "takeout.zip")).body).toMatchObject({
      imported: 0,
      skipped: 2,
      placesToTry: { imported: 0, skipped: 2 },
    });
  });

  it("reads a Foursquare/Swarm export: local check-in days, shouts and tips, ratings only with a mapping", async () => {
    const user = await newUser();
    const checkin = (
      id: string,
      venue: string,
      createdAt: number | string,
      timeZoneOffset: number,
      shout?: string,
    ) => ({
      id,
      createdAt,
      type: "checkin",
      timeZoneOffset,
      venue: { id: venue, name: `Venue ${venue}`, url: `https://foursquare.com/v/${venue}` },
      lat: 40.7,
      lng: -74,
      ...(shout ? { shout } : {}),
    });
    const files = {
      "checkins1.json": JSON.stringify({
        count: 2,
        // 23:30 UTC with the venue two hours ahead: the next day there.
        items: [
          checkin("c1", "v1", "2023-05-01 23:30:00.000000", 120, "Lunch with Ana"),
          checkin("c2", "v2", 1_683_000_000, -300),
        ],
      }),
      "tips.json": JSON.stringify({
        count: 1,
        items: [
          {
            id: "t1",
            createdAt: 1_683_000_500,
            text: "Get the dumplings",
            venue: { id: "v2", name: "Venue v2" },
          },
        ],
      }),
      "venueRatings.json": JSON.stringify({
        venueLikes: { count: 1, items: [{ id: "v1", name: "Venue v1" }] },
        venueDislikes: { count: 1, items: [{ id: "v2", name: "Venue v2" }] },
      }),
      "users.json": JSON.stringify({ firstName: "Sam" }),
    };
    const zip = await zipOf(files);
    const dry = await importFile(user, zip, "?dryRun=true", "foursquare.zip");
    expect(dry.body).toMatchObject({ source: "foursquare", recognised: { checkins: 2 }, imported: 2 });
    const answer = await importFile(user, zip, "", "foursquare.zip", {
      venueRatings: JSON.stringify({ liked: 5, okay: 3, disliked: 1 }),
    });
    expect(answer.body).toMatchObject({ imported: 2, problems: [] });
    const entries = byName(await journalOf(user));
    expect(entries.get("Venue v1")).toMatchObject({
      visit_date: "2023-05-02",
      comment: "Lunch with Ana",
      rating: 5,
    });
    expect(entries.get("Venue v2")).toMatchObject({
      visit_date: "2023-05-01",
      comment: "Get the dumplings",
      rating: 1,
    });

    const other = await newUser();
    await importFile(other, zip, "", "foursquare.zip");
    expect((await journalOf(other)).map((entry) => entry.rating)).toEqual([null, null]);
  });

  it("reads a Day One export: entries with a location as visits with their photos, the others left out with why", async () => {
    const user = await newUser();
    const zip = await zipOf({
      "Journal.json": JSON.stringify({
        metadata: { version: "1.0" },
        entries: [
          {
            uuid: "A1",
            creationDate: "2024-06-01T22:30:00Z",
            timeZone: "Asia/Tokyo",
            text: "Omakase night \\- unforgettable\n![](dayone-moment://P1)",
            location: {
              placeName: "Sushi Ko",
              localityName: "Tokyo",
              country: "Japan",
              latitude: 35.66,
              longitude: 139.7,
            },
            photos: [{ md5: "abc123", type: "jpeg", identifier: "P1" }],
          },
          {
            uuid: "A2",
            creationDate: "2024-06-02T08:00:00Z",
            timeZone: "Asia/Tokyo",
            text: "Thoughts at home",
          },
        ],
      }),
      "photos/abc123.jpeg": await photo(2),
    });
    const answer = await importFile(user, zip, "", "dayone.zip");
    expect(answer.body).toMatchObject({
      source: "day-one",
      recognised: { entries: 2, withoutLocation: 1 },
      imported: 1,
      problems: [{ row: 2, code: "leftOut" }],
    });
    const [entry] = await journalOf(user);
    expect(entry).toMatchObject({
      restaurant_name: "Sushi Ko",
      restaurant_address: "Tokyo, Japan",
      visit_date: "2024-06-02",
      comment: "Omakase night - unforgettable",
    });
    expect(entry?.photoUrls).toHaveLength(1);
  });

  it("reads any CSV: more header names, English notes, ratings out of 10 and half stars, columns mapped when asked", async () => {
    const user = await newUser();
    const tenPoint =
      "Venue Name,Date Visited,Rating,Note\nPizza Uno,2024-02-01,8.7,Try the hot chocolate\nCafe Due,2024-02-02,4,\nBar Tre,2024-02-03,10.0,4\n";
    const dry = await importFile(user, tenPoint, "?dryRun=true");
    expect(dry.body).toMatchObject({ source: "csv", ratingScale: 10, imported: 3, problems: [] });
    expect(dry.body.sample.visits.map((visit) => [visit.row, visit.restaurantName, visit.rating])).toEqual([
      [2, "Pizza Uno", 4],
      [3, "Cafe Due", 2],
      [4, "Bar Tre", 5],
    ]);
    expect((await importFile(user, tenPoint)).body).toMatchObject({ imported: 3, ratingScale: 10 });
    const entries = byName(await journalOf(user));
    expect([...entries.values()].map((e) => [e.restaurant_name, e.rating, e.comment])).toEqual(
      expect.arrayContaining([
        ["Pizza Uno", 4, "Try the hot chocolate"],
        ["Cafe Due", 2, null],
        ["Bar Tre", 5, "4"],
      ]),
    );

    const halves = "Place Name,Visited At,Stars\nHalf,2024-03-01,3.5\n";
    const half = await newUser();
    expect((await importFile(half, halves, "", "h.csv")).body).toMatchObject({ imported: 1, ratingScale: 5 });
    expect((await journalOf(half))[0]?.rating).toBe(4);
    // Out of 100, as the person chose it.
    const chosen = await newUser();
    expect((await importFile(chosen, halves, "", "h.csv", { ratingScale: "100" })).body).toMatchObject({
      ratingScale: 100,
    });
    expect((await journalOf(chosen))[0]?.rating).toBe(1);

    const unknown = "Spot,When did we go,Mood\nTaco,2024-01-01,happy\n";
    const asked = await importFile(user, unknown, "?dryRun=true");
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({
      code: "COLUMN_MAPPING_NEEDED",
      headers: ["Spot", "When did we go", "Mood"],
    });
    const mapped = await importFile(user, unknown, "?dryRun=true", "x.csv", {
      columns: JSON.stringify({ name: "Spot", date: "When did we go", comment: "Mood" }),
    });
    expect(mapped.body).toMatchObject({ imported: 1, ignoredColumns: [] });
    expect((await importFile(user, unknown, "", "x.csv", { columns: "{not json" })).status).toBe(400);
  });
});
