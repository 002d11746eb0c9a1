import type { Query, QueryClient } from "@tanstack/react-query";
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import { persistQueryClientRestore, persistQueryClientSubscribe } from "@tanstack/query-persist-client-core";
import { clear, createStore, del, get, set } from "idb-keyval";

import { DEVICE_CACHE } from "@bitelog/config";

import { firstPagesOnly } from "./first-pages-only";

/** The journal as last fetched, kept in IndexedDB so that the app opens offline with it. */
const store = createStore("bitelog-journal", "queries");

/** The API's answers (tRPC keys start with the procedure's path); not image tokens or map tiles. */
function isApiAnswer(query: Query): boolean {
  return query.state.status === "success" && Array.isArray(query.queryKey[0]);
}

function persistOptions(queryClient: QueryClient, accountUid: string) {
  return {
    queryClient,
    persister: createAsyncStoragePersister({
      storage: {
        getItem: (key) => get<string>(key, store),
        // A write the persister had scheduled before the account was forgotten is not made.
        setItem: (key, value) =>
          kept?.accountUid === accountUid ? set(key, value, store) : Promise.resolve(),
        removeItem: (key) => del(key, store),
      },
      key: `journal:${accountUid}`,
      serialize: (client) => JSON.stringify(firstPagesOnly(client)),
    }),
    maxAge: DEVICE_CACHE.maxAgeMs,
    // A new version may read its answers differently: it starts from the network.
    buster: __APP_VERSION__,
    // Changes waiting for a connection are not kept here: their photos would not survive JSON.
    dehydrateOptions: { shouldDehydrateQuery: isApiAnswer, shouldDehydrateMutation: () => false },
  };
}

let kept: { accountUid: string; unsubscribe: () => void } | undefined;
/** Keeping and forgetting run one after the other, so that a forgotten account is never written back. */
let queue: Promise<void> = Promise.resolve();
const inTurn = (work: () => Promise<void>) => (queue = queue.then(work, work));

function stopKeeping(): void {
  kept?.unsubscribe();
  kept = undefined;
}

/**
 * Restores the signed-in account's journal into the query cache, once per account and page, then
 * keeps the cache on the device as it changes. Only that account's copy is ever read.
 */
export function keepJournalOnDevice(queryClient: QueryClient, accountUid: string): Promise<void> {
  return inTurn(async () => {
    if (kept?.accountUid === accountUid) return;
    stopKeeping();
    const options = persistOptions(queryClient, accountUid);
    // A copy that cannot be read (storage refused, old format) is dropped by the restore itself.
    await persistQueryClientRestore(options).catch(() => undefined);
    kept = { accountUid, unsubscribe: persistQueryClientSubscribe(options) };
  });
}

/**
 * Logout and account deletion (docs/product.md §4: logout clears local data): nothing of the account stays.
 */
export function forgetJournalOnDevice(): Promise<void> {
  return inTurn(async () => {
    stopKeeping();
    await clear(store).catch(() => undefined);
  });
}
