import { Hono } from "hono";

import type { ContextDeps } from "@bitelog/api/server";

import { jsonBody, procedureRoute } from "./caller";

/** Spec §7: the sign-in exchange and the user's own settings and account. */
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
