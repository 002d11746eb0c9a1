import type { Page } from "playwright-core";

/** The journal kept on the device (IndexedDB): its copies by key, one per account. */
export function keptJournals(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const opening = indexedDB.open("bitelog-journal");
        opening.onerror = () => reject(new Error("IndexedDB refused"));
        opening.onupgradeneeded = () => opening.result.createObjectStore("queries");
        opening.onsuccess = () => {
          const store = opening.result.transaction("queries").objectStore("queries");
          const [keys, values] = [store.getAllKeys(), store.getAll()];
          // The keys and copies are strings (device-cache.ts keeps each account's copy as JSON).
          values.onsuccess = () =>
            resolve(
              Object.fromEntries(keys.result.map((key, i) => [key as string, values.result[i] as string])),
            );
          values.onerror = () => reject(new Error("IndexedDB refused"));
        };
      }),
  );
}

/** Whether any copy the device keeps holds `text`. */
export async function keptOnDevice(page: Page, text: string): Promise<boolean> {
  return Object.values(await keptJournals(page)).some((copy) => copy.includes(text));
}
