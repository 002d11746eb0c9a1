/**
 * An entry (or a place to try) made on this device and not sent yet has an id of this form until
 * the server gives one. On its own, so that a route's file (part of the first paint) can tell such
 * an id without loading the outbox.
 */
const LOCAL_PREFIX = "local-";
export const newLocalEntryId = (): string => `${LOCAL_PREFIX}${crypto.randomUUID()}`;
export const isLocalEntryId = (id: string): boolean => id.startsWith(LOCAL_PREFIX);
