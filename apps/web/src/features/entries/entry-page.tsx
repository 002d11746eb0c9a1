import { Trans, useLingui } from "@lingui/react/macro";
import { onlineManager, useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useRef, useState, useTransition } from "react";

import { isNetworkFailure } from "../../lib/network-failure";
import { queryClient, trpc } from "../../lib/trpc";
import { formFieldsOf } from "../journal/form-fields-of";
import { queueEdit } from "../outbox/queue-changes";
import { queuedPhotosOf, syncStateOf, withQueuedEdits } from "../outbox/queued-change";
import { useOutbox } from "../outbox/use-outbox";
import { useSavedOnDevice } from "../outbox/use-saved-on-device";
import { EntryPhotos } from "../photos/entry-photos";
import { thumbnailToSave } from "../photos/photo-edits";
import { QueuedPhotos } from "../photos/queued-photos";
import { usePhotoEdits } from "../photos/use-photo-edits";
import { useSavePhotoEdits } from "../photos/use-save-photo-edits";
import { ShareDialog } from "../sharing/share-dialog";
import { BackToPrevious } from "../shell/back-to-dashboard";
import { Page } from "../shell/page";
import { toast } from "../shell/toaster";
import { EditAndDelete } from "./edit-and-delete";
import { entryQuery } from "./entry-query";
import { EntrySyncAlert } from "./entry-sync-alert";
import { EntryView } from "./entry-view";
import { EditModeLoading, EntryForm, PhotoEditor, preloadEditMode } from "./lazy-edit-mode";
import { LogAnotherVisit, OtherVisits } from "./other-visits";
import { useDeleteWithUndo } from "./use-delete-with-undo";
import { useEntryDraft } from "./use-entry-draft";
import { useEntrySaveFailure, useUpdateEntry } from "./use-entry-mutations";

/**
 * docs/product.md §2, /entry/{id}: the entry, its edit mode and deletion. The route's loader fetched the
 * entry (an unknown one shows the route's not-found screen, a failed load its error screen). Changes
 * made without a connection, or while earlier ones still wait, go to the outbox (issue 21) and
 * show here as they will be once sent.
 */
export function EntryPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { data: saved } = useSuspenseQuery(entryQuery({ trpc, queryClient }, id));
  const { changes } = useOutbox();
  const data = withQueuedEdits(saved, changes) ?? saved;
  const waitingPhotos = queuedPhotosOf(changes, id);
  // Behind changes still waiting, a new one waits too: they reach the server in order.
  const queueing = () => !onlineManager.isOnline() || syncStateOf(changes, id) !== null;
  const savedOnDevice = useSavedOnDevice();
  const update = useUpdateEntry();
  const deleteEntry = useDeleteWithUndo();
  const failure = useEntrySaveFailure("update");
  const draft = useEntryDraft(`entry:${id}`);
  // A draft of this entry's edit mode (issue 32): the person was editing it, and is again.
  const [editing, setEditing] = useState(draft.restored !== null);
  // Edit keeps the entry on screen, its button busy, until the edit mode's code is in.
  const [opening, startOpening] = useTransition();
  const photos = usePhotoEdits();
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || draft.restored === null) return;
    resumed.current = true;
    photos.begin(data);
  }, [draft.restored, photos, data]);
  const photoSave = useSavePhotoEdits(id, photos);

  const back = <BackToPrevious />;

  return (
    <Page
      title={data.restaurant_name}
      before={back}
      actions={
        !editing && (
          <>
            <LogAnotherVisit entry={data} />
            <ShareDialog entryId={id} title={data.restaurant_name} />
            <EditAndDelete
              opening={opening}
              onEditIntent={preloadEditMode}
              onEdit={() =>
                startOpening(() => {
                  photos.begin(data);
                  setEditing(true);
                })
              }
              onDelete={() => void deleteEntry(id)}
            />
          </>
        )
      }
    >
      <div className="flex flex-col gap-6">
        <EntrySyncAlert entryId={id} />
        {editing ? (
          <Suspense fallback={<EditModeLoading />}>
            <EntryForm
              saveFailure={failure.failure}
              draft={draft}
              initial={formFieldsOf(data)}
              saving={update.isPending || photoSave.saving}
              unsavedPhotos={photos.edits.marked.length > 0 || photos.edits.added.length > 0}
              submitLabel={<Trans id="entry.saveChanges">Save changes</Trans>}
              onCancel={() => {
                photos.discard();
                setEditing(false);
              }}
              onSubmit={(fields) => {
                failure.clear();
                const thumbnailUrl = thumbnailToSave(data.photoUrls, photos.edits);
                const keepOnDevice = (sentAs?: string) =>
                  void queueEdit(
                    id,
                    { ...fields, thumbnailUrl },
                    { added: photos.edits.added, removed: photos.edits.marked },
                    sentAs,
                  ).then(() => {
                    draft.clear();
                    savedOnDevice();
                    photos.discard();
                    setEditing(false);
                  });
                if (queueing()) {
                  keepOnDevice();
                  return;
                }
                const idempotencyKey = crypto.randomUUID();
                update.mutate(
                  { id, ...fields, thumbnailUrl, idempotencyKey },
                  {
                    // docs/product.md §4: details first, then photo deletions and uploads; edit mode ends when
                    // all succeed.
                    onSuccess: () => {
                      draft.clear();
                      void photoSave.save(data.photoUrls).then((saved) => {
                        if (!saved) return;
                        toast.success(t({ id: "entry.saved", message: "Changes saved." }));
                        photos.discard();
                        setEditing(false);
                      });
                    },
                    onError: (error) =>
                      isNetworkFailure(error) ? keepOnDevice(idempotencyKey) : failure.report(error),
                  },
                );
              }}
            >
              <PhotoEditor
                urls={data.photoUrls}
                photos={photos}
                progress={photoSave.progress}
                disabled={update.isPending || photoSave.saving}
                waiting={waitingPhotos.length}
              />
            </EntryForm>
          </Suspense>
        ) : (
          <div className="flex flex-col gap-10">
            <EntryView
              entry={data}
              photos={
                <>
                  <EntryPhotos urls={data.photoUrls} />
                  <QueuedPhotos files={waitingPhotos} />
                </>
              }
            />
            <OtherVisits entry={data} />
          </div>
        )}
      </div>
    </Page>
  );
}
