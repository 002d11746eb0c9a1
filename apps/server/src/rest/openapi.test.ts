import { describe, expect, it } from "vitest";

import type { ContextDeps } from "@bitelog/api/server";
import { appRouter } from "@bitelog/api/server";

import { openApiDocument, REST_OPERATIONS } from "./openapi";
import { restRoutes } from "./routes";

/** Hono's `/journal/:id` and `/images/:path{.+}` in OpenAPI's form. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");

describe("the OpenAPI document", () => {
  it("describes every mounted REST route, and nothing else", () => {
    // Registering routes touches no dependency: only the handlers use them.
    const mounted = restRoutes({} as ContextDeps)
      .routes.filter((route) => route.method !== "ALL")
      .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`);
    const described = REST_OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect([...new Set(mounted)].sort()).toEqual([...described].sort());
  });

  it("names procedures that exist", () => {
    const procedures = Object.keys((appRouter._def as unknown as { procedures: object }).procedures);
    for (const { procedure } of REST_OPERATIONS) if (procedure) expect(procedures).toContain(procedure);
  });

  it("takes the request shapes from the procedures' schemas", () => {
    const { paths } = openApiDocument();
    const create = paths["/journal"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(create?.required).toContain("restaurantName");
    expect(create?.properties?.rating).toBeDefined();
    // The id of PUT /journal/{id} comes from the path, not the body; the idempotency key from a header.
    const update = paths["/journal/{id}"]?.put;
    expect(update?.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "string" } },
      expect.objectContaining({ name: "Idempotency-Key", in: "header", required: false }),
    ]);
    const updateBody = update?.requestBody?.content["application/json"]?.schema.properties;
    expect(updateBody?.id).toBeUndefined();
    expect(updateBody?.idempotencyKey).toBeUndefined();
    for (const operation of [paths["/journal"]?.post, paths["/journal/{id}"]?.delete]) {
      expect(operation?.parameters).toContainEqual(expect.objectContaining({ name: "Idempotency-Key" }));
    }
    // So does the entry of DELETE /journal/{id}/photos, named entryId in the procedure's input.
    const deletion = paths["/journal/{id}/photos"]?.delete?.requestBody?.content["application/json"]?.schema;
    expect(deletion?.properties?.entryId).toBeUndefined();
    expect(deletion?.required).toEqual(["photoUrlsToDelete"]);
    expect(paths["/journal/search"]?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: "q", in: "query", required: true }),
    );
    // Sharing takes nothing but the path; stopping answers 204 with no body.
    const share = paths["/journal/{id}/share"];
    expect(share?.post?.requestBody).toBeUndefined();
    expect(Object.keys(share?.delete?.responses ?? {})).toEqual(["204", "default"]);
    expect(JSON.parse(JSON.stringify(openApiDocument()))).toEqual(openApiDocument());
  });
});
