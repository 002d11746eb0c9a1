import { describe, expect, it } from "vitest";

import { PHOTO_ACCESS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { AppUser } from "../testing";
import { callerWith, rejectionOf, smallPng, testShareLinkSecret, useApiHarness } from "../testing";
import { readPhotoToken, signPhotoToken } from "./photo-access";

const secret = testShareLinkSecret;
const claims = {
  userId: "0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3",
  generation: 4,
  expiresAt: new Date("2030-01-01T12:00:00Z"),
};
const before = new Date("2030-01-01T11:59:59Z");

describe("photo tokens", () => {
  it("read back as the account and generation they were signed for, until they expire", () => {
    const token = signPhotoToken(secret, claims);
    expect(token).toMatch(/^images\.[0-9a-f-]{36}\.4\.\d+\.[\w-]{43}$/);
    expect(readPhotoToken(secret, token, before)).toEqual({ userId: claims.userId, generation: 4 });
    expect(readPhotoToken(secret, token, claims.expiresAt)).toBeNull();
    expect(readPhotoToken(secret, token, new Date("2031-01-01"))).toBeNull();
  });

  it("refuse any part changed, another secret's signature, and what is no photo token", () => {
    const token = signPhotoToken(secret, claims);
    const [scope, userId, generation, expires, signature = ""] = token.split(".");
    const changed = [
      ["scope", ["share", userId, generation, expires, signature]],
      ["account", [scope, "0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c4", generation, expires, signature]],
      ["generation", [scope, userId, "3", expires, signature]],
      ["expiry", [scope, userId, generation, String(Number(expires) + 3600), signature]],
      // Also the last character, whose spare bits base64url decoding would drop.
      [
        "signature",
        [
          scope,
          userId,
          generation,
          expires,
          `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
        ],
      ],
    ] as const;
    for (const [part, parts] of changed) {
      expect(readPhotoToken(secret, parts.join("."), before), part).toBeNull();
    }
    expect(readPhotoToken("another-secret-of-at-least-32-characters", token, before)).toBeNull();
    for (const text of [
      "",
      "garbage",
      `${token}.`,
      `x${token}`,
      "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln",
    ]) {
      expect(readPhotoToken(secret, text, before), text).toBeNull();
    }
  });
});

describe.each(testBackends())("photo access on $name", (backend) => {
  const harness = useApiHarness(backend);

  /** A user with one photo, and their photo token. */
  async function userWithPhoto(): Promise<{ user: AppUser; url: string; token: string; expiresAt: string }> {
    const user = await harness.newUser();
    const caller = await harness.callerFor(user);
    const entry = await caller.entries.create({ restaurantName: "Le Comptoir", visitDate: "2025-06-14" });
    const { photoUrls } = await caller.photos.upload({
      entryId: entry.id,
      files: [new File([await smallPng()], "a.png")],
    });
    return { user, url: photoUrls[0] ?? "", ...(await caller.photos.accessToken()) };
  }
  const anonymous = () => harness.callerFor(null);
  const unauthorised = {
    trpcCode: "UNAUTHORIZED",
    status: 401,
    body: { error: "Authentication required", code: "UNAUTHENTICATED" },
  };

  it("mints a token that opens the user's photos for PHOTO_ACCESS.tokenLifetimeMs", async () => {
    const { url, token, expiresAt } = await userWithPhoto();
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(PHOTO_ACCESS.refreshMs);
    expect(lifetime).toBeLessThanOrEqual(PHOTO_ACCESS.tokenLifetimeMs);
    const image = await (await anonymous()).photos.imageWithToken({ path: url, token });
    expect(image.contentType).toBe("image/webp");

    // Once its hour has passed, on a clock an hour on.
    const later = await callerWith(
      { db: harness.db, ports: { ...harness.ports, clock: { now: () => new Date(Date.parse(expiresAt)) } } },
      null,
    );
    expect(await rejectionOf(later.photos.imageWithToken({ path: url, token }))).toEqual(unauthorised);
  });

  it("answers 404 for another user's photo with my token, as for a made-up one", async () => {
    const [mine, theirs] = await Promise.all([userWithPhoto(), userWithPhoto()]);
    const caller = await anonymous();
    expect(await rejectionOf(caller.photos.imageWithToken({ path: theirs.url, token: mine.token }))).toEqual({
      trpcCode: "NOT_FOUND",
      status: 404,
      body: { error: "Image not found", code: "NOT_FOUND" },
    });
  });

  it("is no identity: no other procedure takes it, and an ID token does not open images through it", async () => {
    const { user, url, token } = await userWithPhoto();
    const holder = await callerWith({ db: harness.db, ports: harness.ports }, token);
    for (const call of [
      holder.entries.list(),
      holder.photos.image({ path: url }),
      holder.photos.accessToken(),
      holder.user.settings(),
    ]) {
      expect((await rejectionOf(call)).status).toBe(401);
    }
    expect(
      await rejectionOf(
        (await anonymous()).photos.imageWithToken({ path: url, token: await user.idToken() }),
      ),
    ).toEqual(unauthorised);
  });

  it("refuses every token minted before the account's endAccess (logout), and mints working ones after", async () => {
    const { user, url, token } = await userWithPhoto();
    const caller = await harness.callerFor(user);
    const second = await caller.photos.accessToken();
    await caller.photos.endAccess();
    for (const old of [token, second.token]) {
      expect(await rejectionOf((await anonymous()).photos.imageWithToken({ path: url, token: old }))).toEqual(
        unauthorised,
      );
    }
    // Signing in again (another ID token of the same user) gets a token that works.
    const fresh = await caller.photos.accessToken();
    expect(
      (await (await anonymous()).photos.imageWithToken({ path: url, token: fresh.token })).data.length,
    ).toBeGreaterThan(0);
  });

  it("ends with the account", async () => {
    const { user, url, token } = await userWithPhoto();
    await (await harness.callerFor(user)).user.deleteAccount({});
    expect(await rejectionOf((await anonymous()).photos.imageWithToken({ path: url, token }))).toEqual(
      unauthorised,
    );
  });
});
