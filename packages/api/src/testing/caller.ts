import type { Db } from "@bitelog/db";

import type { Logger } from "../logger";
import type { Ports } from "../ports";
import { createContext } from "../context";
import { silentLogger } from "../logger";
import { createCaller } from "../root";

/** PUBLIC_URL in procedure tests: links back to the app (payment returns) start with it. */
export const testPublicUrl = "http://bitelog.test";

/** SHARE_LINK_SECRET in procedure tests. */
export const testShareLinkSecret = "bitelog-test-share-link-secret-0123456789";

/**
 * The app router called in-process as the holder of `token` (or anonymously); with a
 * `clientAddress`, as a call from the network (rate limits count it).
 */
export async function callerWith(
  deps: { db: Db; ports: Ports; logger?: Logger; publicUrl?: string; shareLinkSecret?: string },
  token: string | null,
  clientAddress: string | null = null,
) {
  return createCaller(
    await createContext(
      { logger: silentLogger, publicUrl: testPublicUrl, shareLinkSecret: testShareLinkSecret, ...deps },
      token,
      clientAddress,
    ),
  );
}
