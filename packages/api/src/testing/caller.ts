import type { Db } from "@bitelog/db";

import type { Ports } from "../ports";
import { createContext } from "../context";
import { silentLogger } from "../logger";
import { createCaller } from "../root";

/** The app router called in-process as the holder of `token` (or anonymously). */
export async function callerWith(deps: { db: Db; ports: Ports }, token: string | null) {
  return createCaller(await createContext({ ...deps, logger: silentLogger }, token));
}
