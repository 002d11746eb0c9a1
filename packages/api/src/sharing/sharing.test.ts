import { describe, expect, it } from "vitest";

import { testBackends } from "@bitelog/db/testing";

import type { AppUser } from "../testing";
import { rejectionOf, smallPng, testPublicUrl, useApiHarness } from "../testing";
import { newShareToken } from "./share-token";

const visit = {
  restaurantName: "Le Comptoir",
  restaurantAddress: "9 Carrefour de l'Odéon, Paris",
  restaurantLatitude: 48.852,
  restaurantLongitude: 2.339,
  visitDate: "2025-06-14",
  rating: 4,
  comment: "The pâté en croûte.",
};
const entryNotFound = {
  trpcCode: "NOT_FOUND",
  status: 404,
  body: { error: "Entry not found", code: "NOT_FOUND" },
};
const shareNotFound = {
  trpcCode: "NOT_FOUND",
  status: 404,
  body: { error: "Share link not found", code: "NOT_FOUND" },
};
const imageNotFound = {
  trpcCode: "NOT_FOUND",
  status: 404,
  body: { error: "Image not found", code: "NOT_FOUND" },
};

describe.each(testBackends())("sharing on $name", (backend) => {
  const api = useApiHarness(backend);
  const as = async (user: AppUser) => api.callerFor(user);
  const visitor = () => api.callerFor(null);
  const photoFile = async () => new File([await smallPng()], "photo.png", { type: "image/png" });

  /** A user with an entry (and photos, when asked), and a caller for that user. */
  const entryOf = async (options: { owner?: AppUser; photos?: number } = {}) => {
    const owner = options.owner ?? (await api.newUser());
    const caller = await as(owner);
    const entry = await caller.entries.create(visit);
    if (options.photos) {
      const files = await Promise.all(Array.from({ length: options.photos }, photoFile));
      await caller.photos.upload({ entryId: entry.id, files });
    }
    return { owner, caller, entry };
  };

  it("makes one link per entry, answers the same one again, and keeps only its hash and a sealed copy", async () => {
    const { caller, entry } = await entryOf();
    expect(await caller.sharing.get({ entryId: entry.id })).toBeNull();

    const link = await caller.sharing.create({ entryId: entry.id });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`${testPublicUrl}/s/${link.token}`);
    expect(new Date(link.created_at).toISOString()).toBe(link.created_at);

    expect(await caller.sharing.create({ entryId: entry.id })).toEqual(link);
    expect(await caller.sharing.get({ entryId: entry.id })).toEqual(link);
    expect(await caller.sharing.sharedEntryIds()).toEqual([entry.id]);

    const rows = await api.db
      .selectFrom("share_links")
      .selectAll()
      .where("entry_id", "=", entry.id)
      .execute();
    expect(rows).toHaveLength(1);
    const stored = Buffer.concat([
      rows[0]?.token_hash ?? Buffer.alloc(0),
      rows[0]?.token_sealed ?? Buffer.alloc(0),
    ]);
    expect(stored.includes(Buffer.from(link.token))).toBe(false);
    expect(rows[0]?.id).not.toBe(entry.id);
  });

  it("shows the visit through the link, and nothing of the account", async () => {
    const { caller, entry } = await entryOf({ photos: 2 });
    const { token } = await caller.sharing.create({ entryId: entry.id });
    const shared = await (await visitor()).sharing.view({ token });
    expect(shared).toEqual({
      restaurantName: visit.restaurantName,
      restaurantAddress: visit.restaurantAddress,
      latitude: visit.restaurantLatitude,
      longitude: visit.restaurantLongitude,
      approximate: false,
      visitDate: visit.visitDate,
      rating: visit.rating,
      comment: visit.comment,
      photos: [
        {
          id: expect.any(String) as string,
          width: expect.any(Number) as number,
          height: expect.any(Number) as number,
        },
        {
          id: expect.any(String) as string,
          width: expect.any(Number) as number,
          height: expect.any(Number) as number,
        },
      ],
      coverPhotoId: shared.photos[0]?.id,
    });
    const text = JSON.stringify(shared);
    expect(text).not.toContain(entry.id);
    expect(text).not.toContain("photos/");

    // The cover (og:image) is the photo the owner chose for cards.
    const { photoUrls } = await caller.entries.get({ id: entry.id });
    await caller.entries.update({ id: entry.id, ...visit, thumbnailUrl: photoUrls[1] });
    expect((await (await visitor()).sharing.view({ token })).coverPhotoId).toBe(shared.photos[1]?.id);
  });

  it("answers 404 to someone else's entry, for every owner call", async () => {
    const { caller, entry } = await entryOf();
    await caller.sharing.create({ entryId: entry.id });
    const mallory = await as(await api.newUser());
    const calls = [
      () => mallory.sharing.create({ entryId: entry.id }),
      () => mallory.sharing.get({ entryId: entry.id }),
      () => mallory.sharing.revoke({ entryId: entry.id }),
      () => mallory.sharing.create({ entryId: "not-a-uuid" }),
    ];
    for (const call of calls) expect(await rejectionOf(call())).toEqual(entryNotFound);
    expect(await mallory.sharing.sharedEntryIds()).toEqual([]);
    expect(await caller.sharing.get({ entryId: entry.id })).not.toBeNull();
    expect(await rejectionOf((await visitor()).sharing.create({ entryId: entry.id }))).toMatchObject({
      status: 401,
    });
  });

  it("opens nothing for a guessed, altered or malformed token", async () => {
    const { caller, entry } = await entryOf();
    const { token } = await caller.sharing.create({ entryId: entry.id });
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const anyone = await visitor();
    for (const guess of [newShareToken(), altered, token.toLowerCase(), `${token}x`, "", entry.id, "../x"]) {
      if (guess === token) continue;
      expect(await rejectionOf(anyone.sharing.view({ token: guess })), guess).toEqual(shareNotFound);
    }
  });

  it("revokes at once: the old token never opens again, and sharing again makes a new one", async () => {
    const { caller, entry } = await entryOf({ photos: 1 });
    const first = await caller.sharing.create({ entryId: entry.id });
    const anyone = await visitor();
    const { photos } = await anyone.sharing.view({ token: first.token });
    const photoId = photos[0]?.id ?? "";

    await caller.sharing.revoke({ entryId: entry.id });
    await caller.sharing.revoke({ entryId: entry.id });
    expect(await caller.sharing.get({ entryId: entry.id })).toBeNull();
    expect(await caller.sharing.sharedEntryIds()).toEqual([]);
    expect(await rejectionOf(anyone.sharing.view({ token: first.token }))).toEqual(shareNotFound);
    expect(await rejectionOf(anyone.sharing.photo({ token: first.token, photoId, size: "display" }))).toEqual(
      imageNotFound,
    );

    const second = await caller.sharing.create({ entryId: entry.id });
    expect(second.token).not.toBe(first.token);
    expect(await rejectionOf(anyone.sharing.view({ token: first.token }))).toEqual(shareNotFound);
    expect((await anyone.sharing.view({ token: second.token })).restaurantName).toBe(visit.restaurantName);
  });

  it("serves the shared entry's photos through its token, and no other entry's", async () => {
    const { owner, caller, entry } = await entryOf({ photos: 1 });
    const other = await entryOf({ owner, photos: 1 });
    const stranger = await entryOf({ photos: 1 });
    const { token } = await caller.sharing.create({ entryId: entry.id });
    await stranger.caller.sharing.create({ entryId: stranger.entry.id });
    const anyone = await visitor();
    const { photos } = await anyone.sharing.view({ token });
    const photoId = photos[0]?.id ?? "";

    const display = await anyone.sharing.photo({ token, photoId, size: "display" });
    const thumbnail = await anyone.sharing.photo({ token, photoId, size: "thumbnail" });
    expect(display.contentType).toBe("image/webp");
    expect(thumbnail.contentType).toBe("image/webp");
    expect(display.etag).not.toBe(thumbnail.etag);

    const photoIdsOf = async (entryId: string) =>
      (await api.db.selectFrom("entry_photos").select("id").where("entry_id", "=", entryId).execute()).map(
        (row) => row.id,
      );
    for (const foreign of [...(await photoIdsOf(other.entry.id)), ...(await photoIdsOf(stranger.entry.id))]) {
      expect(await rejectionOf(anyone.sharing.photo({ token, photoId: foreign, size: "display" }))).toEqual(
        imageNotFound,
      );
    }
    expect(
      await rejectionOf(anyone.sharing.photo({ token, photoId: "photos/x.webp", size: "display" })),
    ).toEqual(imageNotFound);
  });

  it("answers 404 once the photo, the entry or the account is deleted", async () => {
    const { owner, caller, entry } = await entryOf({ photos: 2 });
    const { token } = await caller.sharing.create({ entryId: entry.id });
    const anyone = await visitor();
    const [kept, dropped] = (await anyone.sharing.view({ token })).photos;
    const { photoUrls } = await caller.entries.get({ id: entry.id });
    await caller.photos.deleteMany({ entryId: entry.id, photoUrlsToDelete: [photoUrls[1] ?? ""] });
    expect(
      await rejectionOf(anyone.sharing.photo({ token, photoId: dropped?.id ?? "", size: "display" })),
    ).toEqual(imageNotFound);
    expect((await anyone.sharing.view({ token })).photos).toEqual([kept]);

    await caller.entries.delete({ id: entry.id });
    expect(await rejectionOf(anyone.sharing.view({ token }))).toEqual(shareNotFound);
    expect(
      await rejectionOf(anyone.sharing.photo({ token, photoId: kept?.id ?? "", size: "thumbnail" })),
    ).toEqual(imageNotFound);

    const second = await entryOf({ owner });
    const link = await caller.sharing.create({ entryId: second.entry.id });
    await caller.user.deleteAccount({ firebaseUid: owner.uid });
    expect(await rejectionOf(anyone.sharing.view({ token: link.token }))).toEqual(shareNotFound);
  });

  it("replaces a link whose sealed copy no longer opens (SHARE_LINK_SECRET changed)", async () => {
    const { owner, caller, entry } = await entryOf();
    const first = await caller.sharing.create({ entryId: entry.id });
    const rotated = await api.callerFor(owner, {
      shareLinkSecret: "another-secret-of-at-least-32-characters",
    });
    expect(await rotated.sharing.get({ entryId: entry.id })).toBeNull();
    const second = await rotated.sharing.create({ entryId: entry.id });
    expect(second.token).not.toBe(first.token);
    expect(await rejectionOf((await visitor()).sharing.view({ token: first.token }))).toEqual(shareNotFound);
  });
});
