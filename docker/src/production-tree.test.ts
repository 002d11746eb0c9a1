import type { ChildProcess } from "node:child_process";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { EmulatorUser } from "@bitelog/api/testing";
import { authEmulatorHost, createEmulatorUser, smallPng } from "@bitelog/api/testing";
import { testDatabaseUrl } from "@bitelog/db/testing";
import { serverProcessEnv } from "@bitelog/dev/server-process";

import type { AssembledImage } from "./assemble";
import { assembleImage } from "./assemble";
import { readDockerfile } from "./dockerfile";
import { hostEnv } from "./env";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const stages = await readDockerfile(join(repoRoot, "docker/Dockerfile"));
/** The stage that runs the same Turborepo build as this test's task depends on. */
const BUILD_STAGE = "build";
const adminUrl = testDatabaseUrl;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database of its own (the server migrates it at start), or PGlite when there is no server. */
async function emptyDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!adminUrl) return { env: {}, drop: () => Promise.resolve() };
  const name = `bitelog_image_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/** The image's CMD in its WORKDIR with its ENV (NODE_ENV=production), on a free port, once it answers. */
async function startImage(image: AssembledImage, env: Record<string, string>) {
  const port = String(await freePort());
  const processEnv: Record<string, string | undefined> = {
    PATH: hostEnv.PATH,
    ...image.env,
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: join(image.root, image.env.DATA_DIR ?? ""),
    LOG_LEVEL: "warn",
    FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
    ...env,
  };
  const [command = "", ...args] = image.cmd;
  const child: ChildProcess = spawn(command, args, {
    cwd: image.workdir,
    env: processEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let ready = false; !ready; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it answered`);
    ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  }
  return {
    url,
    env: processEnv,
    async stop() {
      child.kill("SIGTERM");
      await exit;
    },
  };
}

describe("the Docker image's file tree", () => {
  let image: AssembledImage | undefined;
  let database: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  let server: Awaited<ReturnType<typeof startImage>> | undefined;
  let user: EmulatorUser | undefined;
  const running = () => {
    if (!image || !server) throw new Error("the image's tree was not assembled and started");
    return { image, server };
  };

  beforeAll(async () => {
    image = await assembleImage({
      stages,
      context: repoRoot,
      substitutes: { [BUILD_STAGE]: repoRoot },
      runEnv: { npm_config_prefer_offline: "true", npm_config_update_notifier: "false" },
    });
    database = await emptyDatabase();
    server = await startImage(image, database.env);
  });

  afterAll(async () => {
    await user?.dispose();
    await server?.stop();
    await database?.drop();
    await image?.remove();
  });

  it("stands in for the build stage with the build this test runs after, and pins the turbo it prunes with", async () => {
    const run = (name: string) =>
      stages
        .find((stage) => stage.name === name)
        ?.instructions.filter((step) => step.keyword === "RUN")
        .map((step) => step.rest);
    expect(run(BUILD_STAGE)).toContain("npx turbo run build --filter=@bitelog/server...");
    const manifest = JSON.parse(await readFile(join(repoRoot, "package.json"), "utf8")) as {
      devDependencies: Record<string, string>;
    };
    expect(run("prune")?.join("\n")).toContain(
      `turbo@${manifest.devDependencies.turbo} prune @bitelog/server`,
    );
  });

  it("holds the server's runtime dependencies only, and a data folder", async () => {
    const { image } = running();
    const installed = await readdir(join(image.workdir, "node_modules"));
    expect(installed).toEqual(expect.arrayContaining(["hono", "pg", "sharp", "@electric-sql"]));
    for (const devOnly of ["react", "typescript", "vitest", "eslint", "firebase", "@bitelog", "tsx"]) {
      expect(installed, devOnly).not.toContain(devOnly);
    }
    expect(existsSync(join(image.root, image.env.DATA_DIR ?? "/nowhere"))).toBe(true);
  });

  it("answers the health check in production mode with the process settings npm start uses, and the image's HEALTHCHECK passes", async () => {
    const { image, server } = running();
    expect(server.env.NODE_ENV).toBe("production");
    expect(image.env).toMatchObject(serverProcessEnv);
    const response = await fetch(`${server.url}/api/health`);
    expect(await response.json()).toEqual({ status: "ok" });
    const [command = "", ...args] = image.healthcheck ?? [];
    const check = spawnSync(command, args, { env: server.env, cwd: image.workdir });
    expect(check.status).toBe(0);
  });

  it("signs a user in through the Auth emulator and keeps an entry with a photo", async () => {
    const { server } = running();
    user = await createEmulatorUser({ emailVerified: true });
    const token = await user.idToken();
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
      return response.json() as Promise<Record<string, unknown>>;
    };
    await call("POST", "/api/auth/firebase", { idToken: token });
    await call("PUT", "/api/user/tos-acceptance", { accepted: true });
    const entry = await call("POST", "/api/journal", {
      restaurantName: "Trattoria Immagine",
      restaurantAddress: "1 Via Appia, Rome",
      visitDate: "2025-10-27",
      rating: 5,
      comment: "Carbonara.",
    });
    const form = new FormData();
    const png = await smallPng();
    form.append("photos", new File([new Uint8Array(png)], "photo.png", { type: "image/png" }));
    const upload = await fetch(`${server.url}/api/journal/${String(entry.id)}/photos`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { photoUrls } = (await upload.json()) as { photoUrls: string[] };
    expect(photoUrls).toHaveLength(1);
    const photo = await fetch(new URL(photoUrls[0] ?? "", server.url), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toMatch(/^image\//);
  });

  it("serves the web app's pages and the files they load", async () => {
    const { server } = running();
    for (const path of ["/", "/dashboard", "/auth-action"]) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, path]) => path);
      expect(assets.length, path).toBeGreaterThan(0);
      for (const asset of assets) {
        expect((await fetch(`${server.url}${asset}`)).status, asset).toBe(200);
      }
    }
    expect((await fetch(`${server.url}/runtime-config.js`)).status).toBe(200);
  });
});
