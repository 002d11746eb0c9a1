import type { QueuedChange, SyncRefusal } from "./queued-change";
import { isAuthFailure } from "../../lib/auth-failure";
import { httpStatus } from "../../lib/query-retry";
import { RestError } from "../../lib/rest-client";
import { serverError } from "../../lib/server-error";
import { trpcClient } from "../../lib/trpc";
import { uploadPhotos } from "../journal/upload-photos";

/** A deletion: done when the server says it holds no such thing (deleted on another device). */
async function goneAnyway(deleting: Promise<unknown>): Promise<void> {
  try {
    await deleting;
  } catch (error) {
    if (httpStatus(error) !== 404) throw error;
  }
}

/** Sends one queued change with its idempotency key; a create answers the id the server gave. */
export async function sendChange(change: QueuedChange): Promise<{ madeAs?: string }> {
  const idempotencyKey = change.key;
  switch (change.kind) {
    case "create": {
      const entry = await trpcClient.entries.create.mutate({ ...change.fields, idempotencyKey });
      return { madeAs: entry.id };
    }
    case "createPlace": {
      const place = await trpcClient.placesToTry.create.mutate({ ...change.place, idempotencyKey });
      return { madeAs: place.id };
    }
    case "update":
      await trpcClient.entries.update.mutate({ ...change.fields, id: change.entryId, idempotencyKey });
      return {};
    case "updatePlace":
      await trpcClient.placesToTry.update.mutate({ ...change.place, id: change.placeId, idempotencyKey });
      return {};
    case "delete":
      await goneAnyway(trpcClient.entries.delete.mutate({ id: change.entryId, idempotencyKey }));
      return {};
    case "deletePlace":
      await goneAnyway(trpcClient.placesToTry.delete.mutate({ id: change.placeId, idempotencyKey }));
      return {};
    case "photos":
      await uploadPhotos(change.entryId, change.photos, () => undefined, idempotencyKey);
      return {};
    case "removePhotos":
      // Photos already gone are ignored by the server: sent again, this changes nothing.
      await trpcClient.photos.deleteMany.mutate({
        entryId: change.entryId,
        photoUrlsToDelete: change.photoUrls,
      });
      return {};
  }
}

/**
 * The server's refusal of a change, to show on its entry; null when it may go through later (no
 * connection, a server failure, too many requests, or a sign-in to renew first).
 */
export function refusalOf(error: unknown): SyncRefusal | null {
  const upload = error instanceof RestError ? error : null;
  const status = upload ? upload.status : httpStatus(error);
  const body = upload ? upload.body : serverError(error);
  if (status === undefined || status === 0 || status === 408 || status === 429 || status >= 500) return null;
  if (isAuthFailure(status, body?.code)) return null;
  return { error: body?.error ?? `HTTP ${status}`, code: body?.code, message: body?.message };
}
