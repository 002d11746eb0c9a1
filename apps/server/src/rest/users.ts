import type { ZodOpenApiPathsObject } from "zod-openapi";
import { Hono } from "hono";

import type { ContextDeps } from "@bitelog/api/server";
import { appRouter } from "@bitelog/api/server";

import { jsonBody, procedureRoute } from "./caller";
import { inputFields, jsonOperation } from "./openapi-parts";

const { auth, user } = appRouter;

/** The OpenAPI description of the routes below. */
export const userPaths: ZodOpenApiPathsObject = {
  "/auth/firebase": {
    post: jsonOperation({
      operationId: "signIn",
      tags: ["Account"],
      summary: "Sign-in exchange: an ID token for the Bitelog user (made on the first sign-in)",
      procedure: auth.exchange,
      body: inputFields(auth.exchange),
      public: true,
      errors: [400, 401, 413, 429, 500, 503],
    }),
  },
  "/user/settings": {
    get: jsonOperation({
      operationId: "getSettings",
      tags: ["Account"],
      summary: "The user's settings",
      procedure: user.settings,
      errors: [429, 500, 503],
    }),
    put: jsonOperation({
      operationId: "updateSettings",
      tags: ["Account"],
      summary: "Change theme, language or time zone: an omitted field is kept",
      procedure: user.updateSettings,
      body: inputFields(user.updateSettings),
      errors: [400, 413, 429, 500, 503],
    }),
  },
  "/user/tos-acceptance": {
    put: jsonOperation({
      operationId: "setTosAcceptance",
      tags: ["Account"],
      summary: "Accept the Terms of Service",
      procedure: user.setTosAcceptance,
      body: inputFields(user.setTosAcceptance),
      errors: [400, 413, 429, 500, 503],
    }),
  },
  "/users/me": {
    delete: jsonOperation({
      operationId: "deleteAccount",
      tags: ["Account"],
      summary: "Delete the account and everything in it",
      procedure: user.deleteAccount,
      body: inputFields(user.deleteAccount),
      errors: [400, 409, 413, 429, 500, 503],
    }),
  },
};

/** docs/product.md §7: the sign-in exchange and the user's own settings and account. */
export function userRoutes(deps: ContextDeps): Hono {
  const api = new Hono();
  api.post(
    "/auth/firebase",
    procedureRoute(deps, async (caller, c) => caller.auth.exchange(await jsonBody(c))),
  );
  api.get(
    "/user/settings",
    procedureRoute(deps, (caller) => caller.user.settings()),
  );
  api.put(
    "/user/settings",
    procedureRoute(deps, async (caller, c) => caller.user.updateSettings(await jsonBody(c))),
  );
  api.put(
    "/user/tos-acceptance",
    procedureRoute(deps, async (caller, c) => caller.user.setTosAcceptance(await jsonBody(c))),
  );
  api.delete(
    "/users/me",
    procedureRoute(deps, async (caller, c) => caller.user.deleteAccount(await jsonBody(c))),
  );
  return api;
}
