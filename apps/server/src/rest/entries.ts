import type { ZodOpenApiPathsObject } from "zod-openapi";
import { Hono } from "hono";
import { z } from "zod";

import type { ContextDeps } from "@bitelog/api/server";
import { appRouter } from "@bitelog/api/server";

import { idempotencyKey, jsonBody, procedureRoute } from "./caller";
import {
  collectionWrites,
  entryIdPath,
  errorAnswers,
  inputFields,
  jsonOperation,
  jsonSuccess,
  outputOf,
  SECURITY,
} from "./openapi-parts";

const { entries } = appRouter;
const entrySchema = outputOf(entries.get);
const writes = collectionWrites({
  tags: ["Journal"],
  path: entryIdPath,
  create: { operationId: "createEntry", summary: "Create an entry", procedure: entries.create },
  update: {
    operationId: "updateEntry",
    summary: "Replace an entry: an optional field left out is cleared, as on a create",
    procedure: entries.update,
  },
  delete: {
    operationId: "deleteEntry",
    summary: "Delete an entry and its photos",
    procedure: entries.delete,
  },
});

/** The OpenAPI description of the routes below. */
export const entryPaths: ZodOpenApiPathsObject = {
  "/journal": {
    get: {
      operationId: "listEntries",
      tags: ["Journal"],
      summary: "Every entry of the journal",
      security: SECURITY.bearer,
      requestParams: { header: z.object({ "if-none-match": z.string().optional() }) },
      responses: {
        ...jsonSuccess(200, "The entries, newest visit first", z.array(entrySchema)),
        "304": { description: "Not modified: unchanged since the ETag sent in If-None-Match" },
        ...errorAnswers([401, 403, 429, 500, 503]),
      },
    },
    post: writes.create,
  },
  "/journal/search": {
    get: jsonOperation({
      operationId: "searchEntries",
      tags: ["Journal"],
      summary: "Entries whose name, address, comment or dishes contain q, a page at a time",
      description: "Pass an answer's nextCursor as cursor for the next page.",
      procedure: entries.search,
      params: { query: inputFields(entries.search).partial({ q: true }) },
      errors: [400, 429, 500, 503],
    }),
  },
  "/journal/browse": {
    get: jsonOperation({
      operationId: "browseEntries",
      tags: ["Journal"],
      summary: "Entries by first letter, a page at a time, and the letters that have some",
      description: "Pass an answer's nextCursor as cursor, with the same letter, for the next page.",
      procedure: entries.browse,
      params: { query: inputFields(entries.browse) },
      errors: [400, 429, 500, 503],
    }),
  },
  "/journal/{id}": {
    get: jsonOperation({
      operationId: "getEntry",
      tags: ["Journal"],
      summary: "One entry",
      procedure: entries.get,
      params: { path: entryIdPath },
      errors: [404, 429, 500, 503],
    }),
    ...writes.item,
  },
};

/** The paths under /journal that the route of one entry serves by name (see entryRoutes). */
export const NAMED_JOURNAL_PATHS = ["search", "browse"] as const;

/** docs/product.md §7, /journal: the entries, plus search and browse for clients other than the web app. */
export function entryRoutes(deps: ContextDeps): Hono {
  const api = new Hono();
  // The list carries an ETag (made once per journal version): a client holding it gets a 304
  // (see jsonAnswer).
  api.get(
    "/journal",
    procedureRoute(deps, (caller) => caller.entries.list()),
  );
  api.post(
    "/journal",
    procedureRoute(
      deps,
      async (caller, c) => caller.entries.create({ ...(await jsonBody(c)), ...idempotencyKey(c) }),
      201,
    ),
  );
  // "search" and "browse" are taken before any id. One route serves the three: a fixed path beside
  // a parameter at the same place makes Hono's router give up its RegExpRouter for the slower
  // TrieRouter, for every request the server answers (app.test.ts holds the app to the faster one).
  const named: Record<(typeof NAMED_JOURNAL_PATHS)[number], ReturnType<typeof procedureRoute>> = {
    search: procedureRoute(deps, (caller, c) =>
      caller.entries.search({ q: c.req.query("q") ?? "", cursor: c.req.query("cursor") }),
    ),
    browse: procedureRoute(deps, (caller, c) =>
      caller.entries.browse({ letter: c.req.query("letter"), cursor: c.req.query("cursor") }),
    ),
  };
  // A Map, so that no key of an object's prototype can match an id.
  const journalPaths = new Map(Object.entries(named));
  const oneEntry = procedureRoute(deps, (caller, c) => caller.entries.get({ id: c.req.param("id") ?? "" }));
  api.get("/journal/:id", (c) => (journalPaths.get(c.req.param("id")) ?? oneEntry)(c));
  api.put(
    "/journal/:id",
    procedureRoute(deps, async (caller, c) =>
      // The id in the path wins over any in the body.
      caller.entries.update({ ...(await jsonBody(c)), ...idempotencyKey(c), id: c.req.param("id") ?? "" }),
    ),
  );
  api.delete(
    "/journal/:id",
    procedureRoute(deps, (caller, c) =>
      caller.entries.delete({ ...idempotencyKey(c), id: c.req.param("id") ?? "" }),
    ),
  );
  return api;
}
