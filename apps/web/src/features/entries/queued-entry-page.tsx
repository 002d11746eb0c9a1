import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Suspense, useEffect, useState, useTransition } from "react";

import { formFieldsOf } from "../journal/form-fields-of";
import { serverIdOf } from "../outbox/outbox-store";
import { queueEdit } from "../outbox/queue-changes";
import { queuedPhotosOf, withQueuedChanges } from "../outbox/queued-change";
import { useOutbox } from "../outbox/use-outbox";
import { NewEntryPhotos } from "../photos/new-entry-photos";
import { QueuedPhotos } from "../photos/queued-photos";
import { useNewEntryPhotos } from "../photos/use-new-entry-photos";
import { BackToPrevious } from "../shell/back-to-dashboard";
import { Page } from "../shell/page";
import { toast } from "../shell/toaster";
import { EditAndDelete } from "./edit-and-delete";
import { EntryNotFound } from "./entry-not-found";
import { EntrySyncAlert } from "./entry-sync-alert";
import { EntryView } from "./entry-view";
import { EditModeLoading, EntryForm, preloadEditMode } from "./lazy-edit-mode";
import { useDeleteWithUndo } from "./use-delete-with-undo";

/**
 * An entry made on this device and not yet sent (issue 21): read, edited and deleted from the
 * outbox. Once the server has made it, the page moves to the entry's own address.
 */
export function QueuedEntryPage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { changes } = useOutbox();
  const [editing, setEditing] = useState(false);
  const [opening, startOpening] = useTransition();
  const deleteEntry = useDeleteWithUndo();
  const photos = useNewEntryPhotos();
  const entry = withQueuedChanges([], changes).find((candidate) => candidate.id === id);
  const madeAs = entry ? undefined : serverIdOf(id);
  const waitingPhotos = queuedPhotosOf(changes, id);

  useEffect(() => {
    if (madeAs)
      void navigate({ to: "/entry/$id", params: { id: madeAs }, replace: true, ignoreBlocker: true });
  }, [madeAs, navigate]);

  if (!entry) return madeAs ? null : <EntryNotFound />;

  return (
    <Page
      title={entry.restaurant_name}
      before={<BackToPrevious />}
      actions={
        !editing && (
          <EditAndDelete
            opening={opening}
            onEditIntent={preloadEditMode}
            onEdit={() => startOpening(() => setEditing(true))}
            onDelete={() => void deleteEntry(id)}
          />
        )
      }
    >
      <div className="flex flex-col gap-6">
        <EntrySyncAlert entryId={id} />
        {editing ? (
          <Suspense fallback={<EditModeLoading />}>
            <EntryForm
              initial={formFieldsOf(entry)}
              saving={false}
              unsavedPhotos={photos.files.length > 0}
              submitLabel={<Trans id="entry.saveChanges">Save changes</Trans>}
              onCancel={() => {
                photos.setFiles([]);
                setEditing(false);
              }}
              onSubmit={(fields) =>
                void queueEdit(id, fields, { added: photos.files }).then(() => {
                  toast.success(t({ id: "entry.saved", message: "Changes saved." }));
                  photos.setFiles([]);
                  setEditing(false);
                })
              }
            >
              <NewEntryPhotos photos={photos} disabled={false} waiting={waitingPhotos.length} />
            </EntryForm>
          </Suspense>
        ) : (
          <EntryView entry={entry} photos={<QueuedPhotos files={waitingPhotos} />} />
        )}
      </div>
    </Page>
  );
}
