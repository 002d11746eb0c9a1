import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import { createAppUser, smallPng } from "@bitelog/api/testing";
import { RATE_LIMITS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "../testing/test-server";
import { startServerWithTestSettings, startTestServer } from "../testing/test-server";

const PUBLIC_URL = "https://bitelog.example";
const visit = {
  restaurantName: "Chez <Marcel> & fils",
  restaurantAddress: "12 rue des Martyrs, Paris",
  restaurantLatitude: 48.8799,
  restaurantLongitude: 2.3399,
  visitDate: "2025-06-14",
  rating: 4,
  comment: 'Pâté en croûte.\n"Come back" for the tarte.',
};

interface Link {
  url: string;
  token: string;
  created_at: string;
}

describe.each(testBackends())("share links over HTTP on $name", (backend) => {
  let first: TestServer;
  let second: TestServer;
  let photoDir: string;
  let alice: AppUser;
  let bob: AppUser;

  beforeAll(async () => {
    photoDir = await mkdtemp(join(tmpdir(), "bitelog-share-photos-"));
    const env = { PUBLIC_URL, PHOTO_DIR: photoDir };
    first = await startTestServer(backend, env);
    // A second copy of the server on the same database and photo store, as behind a load balancer.
    second = await startServerWithTestSettings(env, { db: first.db });
    [alice, bob] = await Promise.all([createAppUser(first.db), createAppUser(first.db)]);
  });
  afterAll(async () => {
    await Promise.all([second.stop(), alice.dispose(), bob.dispose()]);
    await first.stop();
    await rm(photoDir, { recursive: true, force: true });
  });

  const auth = async (user: AppUser) => ({ authorization: `Bearer ${await user.idToken()}` });
  const newEntry = async (user: AppUser, photos = 1) => {
    const created = await first.request("/api/journal", {
      method: "POST",
      headers: { ...(await auth(user)), "content-type": "application/json" },
      body: JSON.stringify(visit),
    });
    const { id } = (await created.json()) as { id: string };
    const form = new FormData();
    for (let i = 0; i < photos; i++) form.append("photos", new File([await smallPng()], "p.png"));
    if (photos > 0) {
      await first.request(`/api/journal/${id}/photos`, {
        method: "POST",
        headers: await auth(user),
        body: form,
      });
    }
    return id;
  };
  const share = async (server: TestServer, user: AppUser, entryId: string, method = "POST") =>
    server.request(`/api/journal/${entryId}/share`, { method, headers: await auth(user) });
  const shareOf = async (user: AppUser, entryId: string) =>
    (await (await share(first, user, entryId)).json()) as Link;
  const metaContent = (page: string, attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(page)?.[1];

  it("makes the link (the same one when asked again) and revokes it with 204; someone else's entry is 404", async () => {
    const entryId = await newEntry(alice, 0);
    const response = await share(first, alice, entryId);
    expect(response.status).toBe(200);
    const link = (await response.json()) as Link;
    expect(link).toEqual({
      url: `${PUBLIC_URL}/s/${link.token}`,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
      created_at: expect.any(String) as string,
    });
    expect(await (await share(second, alice, entryId)).json()).toEqual(link);
    // Without a photo, a link preview still has a picture: the app's icon, with its size and text.
    const page = await (
      await first.request(`/s/${link.token}`, { headers: { "accept-language": "de" } })
    ).text();
    expect(metaContent(page, "property", "og:image")).toBe(`${PUBLIC_URL}/icons/icon-512.png`);
    expect(metaContent(page, "property", "og:image:width")).toBe("512");
    expect(metaContent(page, "property", "og:image:alt")).toBe(
      "Bitelog, ein persönliches Restaurant-Tagebuch",
    );
    expect(metaContent(page, "name", "twitter:card")).toBe("summary");

    for (const method of ["POST", "DELETE"]) {
      const refused = await share(first, bob, entryId, method);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: "Entry not found", code: "NOT_FOUND" });
    }
    expect((await first.request(`/api/journal/${entryId}/share`, { method: "POST" })).status).toBe(401);

    const revoked = await share(first, alice, entryId, "DELETE");
    expect(revoked.status).toBe(204);
    expect(await revoked.text()).toBe("");
    expect((await first.request(`/s/${link.token}`)).status).toBe(404);
  });

  it("renders the visit without JavaScript, in the viewer's language, with preview tags and strict headers", async () => {
    const entryId = await newEntry(alice);
    const { token, url } = await shareOf(alice, entryId);
    const response = await second.request(`/s/${token}`, {
      headers: { "accept-language": "fr-CH, en;q=0.5" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-language")).toBe("fr");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("script-src");

    const page = await response.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).not.toContain("<script");
    expect(page).toContain("<h1>Chez &lt;Marcel&gt; &amp; fils</h1>");
    expect(page).toContain("Visité le 14 juin 2025");
    expect(page).toContain(`aria-label="Noté 4 sur 5"`);
    expect(page).toContain("12 rue des Martyrs, Paris");
    expect(page).toContain("https://www.openstreetmap.org/?mlat=48.87990&amp;mlon=2.33990");
    expect(page).toContain("&quot;Come back&quot; for the tarte.");
    // A small map of the coastlines around Paris, drawn inline: no request to any other host.
    expect(page).toMatch(/<svg class="map" [^>]*role="img" aria-label="Carte des environs[^"]*">/);
    expect(page).toMatch(/<path class="land" fill-rule="evenodd" d="M[\d. L]+Z"/);
    expect(page).toContain('<a href="/">');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(metaContent(page, "property", "og:title")).toBe("Chez &lt;Marcel&gt; &amp; fils");
    expect(metaContent(page, "property", "og:url")).toBe(url);
    const image = metaContent(page, "property", "og:image") ?? "";
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/s/${token}/photos/[0-9a-f-]{36}$`));
    // The preview's size and text, so a chat lays it out before fetching it and reads it aloud.
    expect(metaContent(page, "property", "og:image:width")).toBe("64");
    expect(metaContent(page, "property", "og:image:height")).toBe("48");
    expect(metaContent(page, "property", "og:image:alt")).toBe("Photo 1 de Chez &lt;Marcel&gt; &amp; fils");
    expect(metaContent(page, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(page, "name", "twitter:image")).toBe(image);
    expect(metaContent(page, "property", "og:description")).toContain("Pâté en croûte.");
    expect(page).not.toContain(alice.email);
    expect(page).not.toContain(entryId);

    const preview = await second.request(image.slice(PUBLIC_URL.length));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    expect(preview.headers.get("cache-control")).toBe("private, no-cache");
    const thumbnail = await second.request(`${image.slice(PUBLIC_URL.length)}/thumbnail`);
    expect(thumbnail.status).toBe(200);
    const display = /<img src="([^"]+)"/.exec(page)?.[1] ?? "";
    expect(display).toMatch(new RegExp(`^/s/${token}/photos/[0-9a-f-]{36}$`));
    const again = await first.request(display);
    expect(again.status).toBe(200);
    const etag = again.headers.get("etag") ?? "";
    expect((await first.request(display, { headers: { "if-none-match": etag } })).status).toBe(304);

    const english = await (
      await first.request(`/s/${token}`, { headers: { "accept-language": "nl, de;q=0.1" } })
    ).text();
    expect(english).toContain('<html lang="de">');
    expect(await (await first.request(`/s/${token}`)).text()).toContain('<html lang="en">');
  });

  it("loads the first photo, the page's largest picture, at once and first; the others lazily", async () => {
    const { token } = await shareOf(alice, await newEntry(alice, 2));
    const page = await (await second.request(`/s/${token}`)).text();
    const images = page.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('loading="eager" fetchpriority="high"');
    expect(images[1]).toContain('loading="lazy"');
  });

  it("draws an approximate place at its town's scale with a circle, and links to the town", async () => {
    const entryId = await newEntry(alice, 0);
    // As the geocoder leaves an address it could only place at its city.
    await first.db
      .updateTable("journal_entries")
      .set({ location_precision: "approximate" })
      .where("id", "=", entryId)
      .execute();
    const { token } = await shareOf(alice, entryId);
    const page = await (await second.request(`/s/${token}`, { headers: { "accept-language": "de" } })).text();
    expect(page).toMatch(/<svg class="map" [^>]*aria-label="Karte des Ortes[^"]*">/);
    expect(page).toMatch(/<circle class="town" cx="180" cy="100" r="\d+"\/>/);
    expect(page).not.toContain('class="pin"');
    expect(page).toContain("https://www.openstreetmap.org/#map=13/48.87990/2.33990");
    expect(page).not.toContain("mlat=");
  });

  it("answers 404 on every copy the moment the link is revoked, for the page and its photos", async () => {
    const entryId = await newEntry(alice);
    const { token } = await shareOf(alice, entryId);
    const page = await (await second.request(`/s/${token}`)).text();
    const photo = /<img src="([^"]+)"/.exec(page)?.[1] ?? "";
    expect((await second.request(photo)).status).toBe(200);

    expect((await share(first, alice, entryId, "DELETE")).status).toBe(204);
    const gone = await second.request(`/s/${token}`, { headers: { "accept-language": "es" } });
    expect(gone.status).toBe(404);
    const text = await gone.text();
    expect(text).toContain('<html lang="es">');
    expect(text).not.toContain(visit.restaurantAddress);
    expect((await second.request(photo)).status).toBe(404);
    expect((await second.request(`${photo}/thumbnail`)).status).toBe(404);
  });

  it("opens nothing for unknown tokens, foreign photos, or an identity sent along", async () => {
    const shared = await newEntry(alice);
    const other = await newEntry(alice);
    const { token } = await shareOf(alice, shared);
    const { token: otherToken } = await shareOf(alice, other);
    const otherPage = await (await first.request(`/s/${otherToken}`)).text();
    const otherPhoto = /<img src="\/s\/[^/]+\/photos\/([^"]+)"/.exec(otherPage)?.[1] ?? "";
    expect((await first.request(`/s/${token}/photos/${otherPhoto}`)).status).toBe(404);
    expect((await first.request(`/s/${"A".repeat(43)}`)).status).toBe(404);
    expect((await first.request(`/s/${token.slice(1)}`)).status).toBe(404);
    expect((await first.request("/s/..%2Fapi%2Fjournal")).status).toBe(404);
    const withIdentity = await first.request(`/s/${otherToken}`, { headers: await auth(bob) });
    expect(withIdentity.status).toBe(200);
  });

  it("limits how many links a user makes, counted on every server copy", async () => {
    const carol = await createAppUser(first.db);
    const entryId = await newEntry(carol, 0);
    try {
      for (let i = 0; i < RATE_LIMITS.shareLinks.limit; i++) {
        expect((await share(i % 2 === 0 ? first : second, carol, entryId)).status, `call ${i + 1}`).toBe(200);
      }
      const refused = await share(second, carol, entryId);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await share(first, alice, await newEntry(alice, 0))).status).toBe(200);
    } finally {
      await carol.dispose();
    }
  });
});
