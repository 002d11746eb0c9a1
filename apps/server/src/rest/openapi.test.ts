import { describe, expect, it } from "vitest";

import type { ContextDeps } from "@bitelog/api/server";
import { ERROR_CODES } from "@bitelog/api/server";

import { NAMED_JOURNAL_PATHS } from "./entries";
import { openApiDocument } from "./openapi";
import { restRoutes } from "./routes";

/** Hono's `/journal/:id` and `/images/:path{.+}` in OpenAPI's form. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

const document = openApiDocument();
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = item[method];
    return operation ? [{ path, method, operation }] : [];
  }),
);

describe("the OpenAPI document", () => {
  it("describes every mounted REST route, and nothing else", () => {
    // Registering routes touches no dependency: only the handlers use them.
    const mounted = restRoutes({} as ContextDeps)
      .routes.filter((route) => route.method !== "ALL")
      .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path.replace(/^\/api/, ""))}`)
      // Served by the route of one entry, by name (entries.ts says why).
      .concat(NAMED_JOURNAL_PATHS.map((name) => `get /journal/${name}`));
    const described = operations.map(({ path, method }) => `${method} ${path}`);
    expect([...new Set(mounted)].sort()).toEqual([...described].sort());
  });

  it("names, tags and answers every operation, errors with the shared body and its codes", () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { operation } of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.tags?.length).toBe(1);
      const statuses = Object.keys(operation.responses ?? {});
      expect(statuses.some((status) => status.startsWith("2"))).toBe(true);
    }
    const errorBody = document.components?.schemas?.ErrorBody as {
      properties: { code: { enum: string[] } };
    };
    expect(errorBody.properties.code.enum).toEqual([...ERROR_CODES]);
  });

  it("takes the request shapes from the procedures' schemas, less what the path and headers fill", () => {
    const json = (path: string, method: (typeof METHODS)[number]) => {
      const body = document.paths?.[path]?.[method]?.requestBody;
      const media = body && "content" in body ? body.content["application/json"] : undefined;
      return (media && "schema" in media ? media.schema : undefined) as
        { properties: Record<string, unknown>; required?: string[] } | undefined;
    };
    expect(json("/journal", "post")?.required).toContain("restaurantName");
    expect(json("/journal/{id}", "put")?.properties.id).toBeUndefined();
    expect(json("/journal/{id}", "put")?.properties.idempotencyKey).toBeUndefined();
    expect(json("/journal/{id}/photos", "delete")?.required).toEqual(["photoUrlsToDelete"]);
    const parameters = document.paths?.["/journal/{id}"]?.put?.parameters ?? [];
    expect(parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
    expect(parameters).toContainEqual(expect.objectContaining({ name: "idempotency-key", in: "header" }));
    // The route reads an absent q as empty.
    const q = document.paths?.["/journal/search"]?.get?.parameters?.find(
      (parameter) => "name" in parameter && parameter.name === "q",
    );
    expect(q).toMatchObject({ in: "query" });
    expect(q && "required" in q ? q.required : false).toBeFalsy();
    const upload = document.paths?.["/import"]?.post?.requestBody;
    const multipart = upload && "content" in upload ? upload.content["multipart/form-data"] : undefined;
    const form = (multipart && "schema" in multipart ? multipart.schema : undefined) as
      { properties: Record<string, unknown> } | undefined;
    expect(Object.keys(form?.properties ?? {}).sort()).toEqual([
      "columns",
      "file",
      "ratingScale",
      "venueRatings",
    ]);
    expect(document.paths?.["/import"]?.post?.parameters).toContainEqual(
      expect.objectContaining({ name: "dryRun", in: "query" }),
    );
    // An <img> without a valid token gets a picture, not JSON.
    const refused: unknown = document.paths?.["/images/{path}"]?.get?.responses?.["401"];
    expect(Object.keys((refused as { content: object }).content)).toEqual(["image/svg+xml"]);
    expect(JSON.parse(JSON.stringify(document)) as unknown).toEqual(document);
  });
});
