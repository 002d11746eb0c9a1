import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { EmulatorUser } from "@bitelog/api/testing";
import { createEmulatorUser, forgedToken, tamperedToken } from "@bitelog/api/testing";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "../testing/test-server";
import { startTestServer } from "../testing/test-server";

describe.each(testBackends())("user REST routes on $name", (backend) => {
  let server: TestServer;
  let user: EmulatorUser;
  beforeAll(async () => {
    [server, user] = await Promise.all([
      startTestServer(backend),
      createEmulatorUser({ emailVerified: true }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), user.dispose()]);
  });

  const send = async (method: string, path: string, body?: unknown, token?: string | null) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    const bearer = token === undefined ? await user.idToken() : token;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const response = await server.request(path, {
      method,
      headers,
      body: typeof body === "string" ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("exchanges an ID token for the user, with exactly the documented fields (docs/product.md §7)", async () => {
    const { status, body } = await send("POST", "/api/auth/firebase", {
      idToken: await user.idToken(),
      timezone: "Europe/Madrid",
      preferred_language: "es",
    });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        "authProvider",
        "dark_mode",
        "email",
        "emailVerified",
        "firebaseUid",
        "id",
        "preferred_language",
        "timezone",
        "tos_accepted",
        "tos_accepted_at",
        "username",
      ].sort(),
    );
    expect(body).toMatchObject({ preferred_language: "es", timezone: "Europe/Madrid", emailVerified: true });
  });

  it("answers malformed JSON and invalid fields with 400 naming the field", async () => {
    expect(await send("POST", "/api/auth/firebase", '{"idToken":')).toEqual({
      status: 400,
      body: {
        error: "Malformed JSON body",
        code: "MALFORMED_JSON",
        message: "The request body is not valid JSON.",
      },
    });
    const missing = await send("POST", "/api/auth/firebase", {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: "Invalid request",
      code: "VALIDATION_FAILED",
      issues: [expect.objectContaining({ field: "idToken" })],
    });
    const wrongType = await send("PUT", "/api/user/tos-acceptance", { accepted: "yes" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/^accepted: /);
  });

  it("answers 401 for a missing, malformed, expired, forged or other-project token", async () => {
    const token = await user.idToken();
    const bad = [
      null,
      "garbage",
      tamperedToken(token, { exp: Math.floor(Date.now() / 1000) - 10 }),
      tamperedToken(token, { aud: "other-project", iss: "https://securetoken.google.com/other-project" }),
      forgedToken(token),
    ];
    for (const candidate of bad) {
      expect(await send("GET", "/api/user/settings", undefined, candidate)).toEqual({
        status: 401,
        body: { error: "Authentication required", code: "UNAUTHENTICATED" },
      });
    }
  });

  it("reads and changes the settings and the terms answer", async () => {
    expect(
      (await send("PUT", "/api/user/settings", { dark_mode: "true", timezone: "Asia/Tokyo" })).body,
    ).toMatchObject({
      dark_mode: true,
      timezone: "Asia/Tokyo",
    });
    expect((await send("PUT", "/api/user/tos-acceptance", { accepted: true })).body).toMatchObject({
      tos_accepted: true,
    });
    expect((await send("GET", "/api/user/settings")).body).toMatchObject({
      dark_mode: true,
      tos_accepted: true,
    });
  });

  it("deletes the account", async () => {
    expect(await send("DELETE", "/api/users/me", { firebaseUid: user.uid })).toEqual({
      status: 200,
      body: { message: "Account deleted successfully" },
    });
    expect((await send("GET", "/api/user/settings")).status).toBe(401);
  });
});
