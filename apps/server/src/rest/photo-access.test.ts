import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser } from "@bitelog/api/testing";
import { createAppUser, smallPng } from "@bitelog/api/testing";
import { PHOTO_ACCESS } from "@bitelog/config";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "../testing/test-server";
import { startServerWithTestSettings, startTestServer } from "../testing/test-server";

/**
 * Issue 30: the `?token=` of image URLs is a photo token, which opens the user's photos and
 * nothing else, and which logout ends on every server copy.
 */
describe.each(testBackends())("photo tokens across two server copies on $name", (backend) => {
  let first: TestServer;
  let second: TestServer;
  let photoDir: string;
  /** How far the servers' clock is ahead of the system's. */
  let clockAhead = 0;
  const clock = { now: () => new Date(Date.now() + clockAhead) };
  const users: AppUser[] = [];

  beforeAll(async () => {
    // One photo store for both copies, as in a deployment.
    photoDir = await mkdtemp(join(tmpdir(), "bitelog-photo-access-"));
    first = await startTestServer(backend, { PHOTO_DIR: photoDir }, { clock });
    second = await startServerWithTestSettings({ PHOTO_DIR: photoDir }, { db: first.db, clock });
  });
  afterAll(async () => {
    await Promise.all(users.map((user) => user.dispose()));
    await second.stop();
    await first.stop();
    await rm(photoDir, { recursive: true, force: true });
  });

  const bearer = async (user: AppUser) => ({ authorization: `Bearer ${await user.idToken()}` });
  const trpc = async <T>(server: TestServer, user: AppUser, method: "GET" | "POST", procedure: string) => {
    const response = await server.request(`/trpc/${procedure}`, {
      method,
      headers: { ...(await bearer(user)), "content-type": "application/json" },
      // As the web app's batch link sends a call without input.
      ...(method === "POST" ? { body: "{}" } : {}),
    });
    expect(response.status, procedure).toBe(200);
    return ((await response.json()) as { result: { data: T } }).result.data;
  };
  const photoToken = async (server: TestServer, user: AppUser) =>
    (await trpc<{ token: string; expiresAt: string }>(server, user, "GET", "photos.accessToken")).token;
  const logout = (server: TestServer, user: AppUser) => trpc(server, user, "POST", "photos.endAccess");

  /** A user with one photo: its /api/images URL. */
  async function userWithPhoto(): Promise<{ user: AppUser; url: string }> {
    const user = await createAppUser(first.db);
    users.push(user);
    const created = await first.request("/api/journal", {
      method: "POST",
      headers: { ...(await bearer(user)), "content-type": "application/json" },
      body: JSON.stringify({ restaurantName: "Tartine", visitDate: "2025-03-01" }),
    });
    const form = new FormData();
    form.append("photos", new File([await smallPng()], "a.png"));
    const uploaded = await first.request(
      `/api/journal/${((await created.json()) as { id: string }).id}/photos`,
      {
        method: "POST",
        headers: await bearer(user),
        body: form,
      },
    );
    const [url = ""] = ((await uploaded.json()) as { photoUrls: string[] }).photoUrls;
    return { user, url };
  }
  const withToken = (url: string, token: string) => `${url}?token=${encodeURIComponent(token)}`;
  const image = async (server: TestServer, url: string) => {
    const response = await server.request(url);
    return { status: response.status, type: response.headers.get("content-type") };
  };
  const shown = { status: 200, type: "image/webp" };
  const placeholder = { status: 401, type: "image/svg+xml" };

  it("opens the user's photos on either copy, and no other route, as bearer or as ?token=", async () => {
    const { user, url } = await userWithPhoto();
    const token = await photoToken(first, user);
    expect(await image(first, withToken(url, token))).toEqual(shown);
    expect(await image(second, withToken(url, token))).toEqual(shown);

    const elsewhere = [
      ["GET", "/api/journal"],
      ["GET", "/api/export"],
      ["GET", "/api/user/settings"],
      ["DELETE", "/api/users/me"],
      ["GET", "/trpc/photos.accessToken"],
    ] as const;
    for (const [method, path] of elsewhere) {
      const asBearer = await first.request(path, { method, headers: { authorization: `Bearer ${token}` } });
      expect(asBearer.status, `${method} ${path} with it as bearer`).toBe(401);
      const inQuery = await first.request(withToken(path, token), { method });
      expect(inQuery.status, `${method} ${path} with it as ?token=`).toBe(401);
    }
    // The image route itself takes only ID tokens in the Authorization header.
    expect(await image(first, url)).toEqual(placeholder);
    const asBearer = await first.request(url, { headers: { authorization: `Bearer ${token}` } });
    expect(asBearer.status).toBe(401);
    // Nothing was deleted: the account still opens its journal.
    expect((await first.request("/api/journal", { headers: await bearer(user) })).status).toBe(200);
  });

  it("takes no ID token in ?token=, while the Authorization header still may carry one", async () => {
    const { user, url } = await userWithPhoto();
    expect(await image(first, withToken(url, await user.idToken()))).toEqual(placeholder);
    const byHeader = await first.request(url, { headers: await bearer(user) });
    expect(byHeader.status).toBe(200);
  });

  it("refuses every token minted before logout, on both copies; a new one works", async () => {
    const { user, url } = await userWithPhoto();
    const [fromFirst, fromSecond] = [await photoToken(first, user), await photoToken(second, user)];
    await logout(first, user);
    for (const server of [first, second]) {
      for (const token of [fromFirst, fromSecond]) {
        expect(await image(server, withToken(url, token))).toEqual(placeholder);
      }
    }
    expect(await image(second, withToken(url, await photoToken(second, user)))).toEqual(shown);
  });

  it("refuses an expired or tampered token", async () => {
    const { user, url } = await userWithPhoto();
    const token = await photoToken(first, user);
    const last = token.at(-1) === "A" ? "B" : "A";
    const [scope, , ...rest] = token.split(".");
    const { url: othersUrl, user: other } = await userWithPhoto();
    const othersAccount = (await photoToken(first, other)).split(".")[1] ?? "";
    for (const tampered of [
      `${token.slice(0, -1)}${last}`,
      [scope, othersAccount, ...rest].join("."),
      token.replace(
        /\.(\d+)\.([\w-]+)$/,
        (_, expiry: string, mac: string) => `.${Number(expiry) + 86_400}.${mac}`,
      ),
    ]) {
      expect(await image(first, withToken(url, tampered))).toEqual(placeholder);
      expect(await image(first, withToken(othersUrl, tampered))).toEqual(placeholder);
    }
    try {
      clockAhead = PHOTO_ACCESS.tokenLifetimeMs;
      expect(await image(first, withToken(url, token))).toEqual(placeholder);
    } finally {
      clockAhead = 0;
    }
    expect(await image(first, withToken(url, token))).toEqual(shown);
  });

  it("answers 404 for another user's photo with my token, as before", async () => {
    const [mine, theirs] = await Promise.all([userWithPhoto(), userWithPhoto()]);
    const response = await first.request(withToken(theirs.url, await photoToken(first, mine.user)));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Image not found", code: "NOT_FOUND" });
  });
});
