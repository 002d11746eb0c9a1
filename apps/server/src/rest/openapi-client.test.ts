import type { Middleware } from "openapi-fetch";
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import addFormats from "ajv-formats";
import { Ajv2020 } from "ajv/dist/2020.js";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppUser, TestBilling } from "@bitelog/api/testing";
import { cameraJpeg, createAppUser, startTestBilling } from "@bitelog/api/testing";
import { testBackends } from "@bitelog/db/testing";

import type { TestServer } from "../testing/test-server";
import type { paths } from "./openapi-schema.gen";
import { startTestServer } from "../testing/test-server";
import { OPENAPI_TYPES_FILE, openApiTypes } from "./openapi-types";

const run = promisify(execFile);
const REDOCLY = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");

/** A JSON pointer's segment inside a URI fragment. */
const segment = (text: string) => encodeURIComponent(text.replace(/~/g, "~0").replace(/\//g, "~1"));

/**
 * Every answer the client gets, checked against what the served document says of its operation:
 * the status is documented, and a JSON body fits the schema documented for that status.
 */
function documentedAnswers(document: object) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, "api");
  const problems: string[] = [];
  const called = new Set<string>();
  const middleware: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const method = request.method.toLowerCase();
      const operation = `${method} ${schemaPath}`;
      called.add(operation);
      const answer = `${operation} → ${response.status}`;
      const pointer = ["paths", schemaPath, method, "responses", String(response.status)].map(segment);
      if (!ajv.getSchema(`api#/${pointer.join("/")}`)) {
        problems.push(`${answer}: not documented`);
        return;
      }
      const type = response.headers.get("content-type") ?? "";
      if (!type.startsWith("application/json")) return;
      const validate = ajv.getSchema(
        `api#/${[...pointer, "content", segment("application/json"), "schema"].join("/")}`,
      );
      if (!validate) {
        problems.push(`${answer}: JSON, documented without a JSON schema`);
        return;
      }
      if (!validate(await response.clone().json()))
        problems.push(`${answer}: ${ajv.errorsText(validate.errors)}`);
    },
  };
  return { middleware, problems, called };
}

describe("a client built from the served OpenAPI document", () => {
  const backend = testBackends()[0];
  if (!backend) throw new Error("No database to test on");
  let stripe: TestBilling;
  let server: TestServer;
  let user: AppUser;
  let document: { paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    stripe = await startTestBilling();
    server = await startTestServer(backend, { ...stripe.env, PUBLIC_URL: "https://bitelog.example" });
    user = await createAppUser(server.db);
    document = (await (await server.request("/api/openapi.json")).json()) as typeof document;
  });
  afterAll(async () => {
    await Promise.all([server.stop(), stripe.close(), user.dispose()]);
  });

  it("compiles against the committed types, which are the served document's", async () => {
    const committed = await readFile(OPENAPI_TYPES_FILE, "utf8");
    expect(committed, "stale: run `npm run openapi:types -w @bitelog/server`").toBe(
      await openApiTypes(document),
    );
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const folder = await mkdtemp(join(tmpdir(), "bitelog-openapi-"));
    try {
      const file = join(folder, "openapi.json");
      await writeFile(file, JSON.stringify(document));
      const { stdout } = await run(
        process.execPath,
        [REDOCLY, "lint", "--extends=recommended", "--format=json", file],
        {
          // The child needs the PATH it runs with; Redocly would otherwise call home.
          // eslint-disable-next-line no-restricted-properties
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        },
      );
      const { totals, problems } = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
      expect(totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("makes every call, each answered as the document says", { timeout: 60_000 }, async () => {
    const token = await user.idToken();
    const answers = documentedAnswers(document);
    const client = createClient<paths>({
      baseUrl: new URL("/api", server.url).href,
      headers: { authorization: `Bearer ${token}` },
    });
    client.use(answers.middleware);
    const key = () => ({ "idempotency-key": crypto.randomUUID() });
    const visit = { restaurantName: "Trattoria Roma", visitDate: "2025-10-27", rating: 4 };

    await client.GET("/health/ping");
    await client.GET("/health");
    await client.GET("/openapi.json");
    const signedIn = await client.POST("/auth/firebase", {
      body: { idToken: token, timezone: "Europe/Rome" },
    });
    expect(signedIn.data?.emailVerified).toBe(true);
    await client.PUT("/user/tos-acceptance", { body: { accepted: true } });
    await client.PUT("/user/settings", { body: { dark_mode: true, preferred_language: "it" } });
    expect((await client.GET("/user/settings")).data?.preferred_language).toBe("it");

    const created = await client.POST("/journal", { body: visit, params: { header: key() } });
    const id = created.data?.id ?? "";
    expect(created.data?.restaurant_name).toBe("Trattoria Roma");
    expect((await client.GET("/journal")).data?.map((entry) => entry.id)).toEqual([id]);
    expect(
      (await client.GET("/journal/search", { params: { query: { q: "roma" } } })).data?.entries,
    ).toHaveLength(1);
    await client.GET("/journal/browse", { params: { query: { letter: "T" } } });
    await client.GET("/journal/{id}", { params: { path: { id } } });
    const updated = await client.PUT("/journal/{id}", {
      params: { path: { id }, header: key() },
      body: { ...visit, comment: "Cacio e pepe" },
    });
    expect(updated.data?.comment).toBe("Cacio e pepe");

    const photoForm = new FormData();
    const jpeg = new Uint8Array(await cameraJpeg());
    photoForm.append("photos", new File([jpeg], "plate.jpg", { type: "image/jpeg" }));
    const uploaded = await client.POST("/journal/{id}/photos", {
      params: { path: { id }, header: key() },
      body: { photos: [] },
      bodySerializer: () => photoForm,
    });
    const photoUrl = uploaded.data?.photoUrls[0] ?? "";
    const image = await client.GET("/images/{path}", {
      params: { path: { path: photoUrl.replace(/^\/api\/images\//, "") } },
      parseAs: "arrayBuffer",
    });
    expect(
      image.response.headers.get("content-type"),
      JSON.stringify([photoUrl, image.error, image.response.url]),
    ).toMatch(/^image\//);
    await client.DELETE("/journal/{id}/photos", {
      params: { path: { id } },
      body: { photoUrlsToDelete: [photoUrl] },
    });
    expect((await client.POST("/journal/{id}/share", { params: { path: { id } } })).data?.url).toContain(
      "/s/",
    );
    await client.DELETE("/journal/{id}/share", { params: { path: { id } } });

    const place = await client.POST("/places-to-try", {
      body: { restaurantName: "Chez Panisse", listName: "Bay Area" },
      params: { header: key() },
    });
    const placeId = place.data?.id ?? "";
    expect((await client.GET("/places-to-try")).data?.places).toHaveLength(1);
    await client.PUT("/places-to-try/{id}", {
      params: { path: { id: placeId }, header: key() },
      body: { note: "Book" },
    });
    await client.DELETE("/places-to-try/{id}", { params: { path: { id: placeId }, header: key() } });

    expect((await client.GET("/insights", { params: { query: { year: 2025 } } })).data?.visits).toBe(1);
    const csv = "name,date\r\nOsteria,2025-03-01\r\n";
    const dryRun = await client.POST("/import", {
      params: { query: { dryRun: "true" } },
      body: { file: "" },
      bodySerializer: () => {
        const form = new FormData();
        form.append("file", new File([csv], "journal.csv", { type: "text/csv" }));
        return form;
      },
    });
    expect(dryRun.data).toMatchObject({ dryRun: true, imported: 1 });
    const exported = await client.GET("/export", { params: { query: { format: "csv" } }, parseAs: "text" });
    expect(exported.data).toContain("Trattoria Roma");

    expect((await client.GET("/membership/info")).data?.membership.level).toBe("free");
    expect((await client.GET("/membership/usage")).data?.entryCount).toBe(1);
    expect((await client.POST("/membership/cancel")).error?.code).toBe("NO_ACTIVE_MEMBERSHIP");
    expect((await client.POST("/membership/resume")).error?.code).toBeDefined();
    await client.GET("/stripe/config");
    const checkout = await client.POST("/stripe/create-checkout-session", {
      body: { membershipLevel: "member", interval: "year" },
    });
    expect(checkout.data?.url).toMatch(/^http/);
    await client.POST("/stripe/create-portal-session");
    const unsigned = await client.POST("/stripe/webhook", { body: "{}" });
    expect(unsigned.error?.code).toBe("INVALID_WEBHOOK");

    await client.DELETE("/journal/{id}", { params: { path: { id }, header: key() } });
    expect((await client.DELETE("/users/me", { body: {} })).data?.message).toBeDefined();

    expect(answers.problems).toEqual([]);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => ["get", "put", "post", "delete", "patch"].includes(method))
        .map((method) => `${method} ${path}`),
    );
    expect([...answers.called].sort()).toEqual(operations.sort());
  });
});
