import type { Context } from "hono";

import type { SandboxClock } from "../clock";
import type { Lifecycle } from "../lifecycle";
import type { SandboxStore } from "../store";
import type { Params } from "./params";
import { expand } from "./expand";
import { expandParam } from "./params";

export interface ApiDeps {
  store: SandboxStore;
  clock: SandboxClock;
  lifecycle: Lifecycle;
  /** Base URL of the sandbox, for the hosted pages' addresses. */
  url: string;
}

/** Answers with the object as JSON, expanded as the request's `expand[]` asks. */
export function reply(c: Context, deps: ApiDeps, object: object, params: Params) {
  return c.json(expand(object, expandParam(params), deps.store.find));
}
