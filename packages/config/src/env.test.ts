import { describe, expect, it } from "vitest";

import { InvalidEnvironmentError, parseServerEnv } from "./env";

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };

describe("parseServerEnv", () => {
  it("gives the embedded defaults with the Auth emulator", () => {
    const env = parseServerEnv(emulator);
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: ".data",
      PHOTO_DIR: ".data/photos",
      PHOTO_STORAGE: "local",
      FIREBASE_PROJECT_ID: "demo-bitelog",
      PUBLIC_URL: "http://localhost:3000",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    const env = parseServerEnv({ ...emulator, DATABASE_URL: "", GOOGLE_MAPS_API_KEY: " " });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.GOOGLE_MAPS_API_KEY).toBeUndefined();
  });

  it("names every bad variable in one error", () => {
    const attempt = () =>
      parseServerEnv({
        PORT: "http",
        DATABASE_URL: "mysql://x",
        PHOTO_STORAGE: "bucket",
        DEFAULT_MAP_CENTER: "x",
      });
    expect(attempt).toThrow(InvalidEnvironmentError);
    const message = (() => {
      try {
        attempt();
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ["PORT", "DATABASE_URL", "DEFAULT_MAP_CENTER"])
      expect(message).toContain(`- ${name}:`);
  });

  it("requires a real Firebase project and its key without the emulator", () => {
    expect(() => parseServerEnv({})).toThrow(
      /FIREBASE_API_KEY: required[\s\S]*FIREBASE_PROJECT_ID: a demo- project/,
    );
    expect(
      parseServerEnv({ FIREBASE_API_KEY: "k", FIREBASE_PROJECT_ID: "bitelog-prod" }).FIREBASE_PROJECT_ID,
    ).toBe("bitelog-prod");
  });

  it("requires a bucket name for bucket storage", () => {
    expect(() => parseServerEnv({ ...emulator, PHOTO_STORAGE: "bucket" })).toThrow(/STORAGE_BUCKET/);
  });

  it("parses the default map centre", () => {
    expect(parseServerEnv({ ...emulator, DEFAULT_MAP_CENTER: "48.8566,2.3522" }).DEFAULT_MAP_CENTER).toEqual({
      lat: 48.8566,
      lng: 2.3522,
    });
  });
});
