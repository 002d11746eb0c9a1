import { PHOTO_CACHE_NAME } from "./cache-names";
import { forgetJournalOnDevice } from "./device-cache";

/**
 * Logout and account deletion (docs/product.md §4: logout clears local data): the journal kept for offline
 * use and the photos already viewed leave the device, so that the next person signing in here sees
 * nothing of them.
 */
export async function forgetDeviceData(): Promise<void> {
  await Promise.all([
    forgetJournalOnDevice(),
    "caches" in window ? caches.delete(PHOTO_CACHE_NAME).catch(() => false) : undefined,
  ]);
}
