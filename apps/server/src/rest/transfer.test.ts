import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
    photos: string[];
    thumbnail: string | null;
  }[];
}

describe.each(testBackends())("export route on $name", (backend) => {
  let server: TestServer;
  let photoDir: string;
  let alice: AppUser;
  let bob: AppUser;
  let empty: AppUser;
  beforeAll(async () => {
    photoDir = await mkdtemp(join(tmpdir(), "bitelog-rest-export-"));
    server = await startTestServer(backend, { PHOTO_DIR: photoDir });
    [alice, bob, empty] = await Promise.all([
      createAppUser(server.db),
      createAppUser(server.db),
      createAppUser(server.db),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), alice.dispose(), bob.dispose(), empty.dispose()]);
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
    expect(journal).toMatchObject({ format: "bitelog-export", version: 1 });
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
    expect([...files.keys()].sort()).toEqual(["journal.csv", "journal.json"]);
    expect((await server.request("/api/export")).status).toBe(401);
  });
});
