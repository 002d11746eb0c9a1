import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";

import type { PhotoEditsState } from "./use-photo-edits";
import { toast } from "../shell/toaster";
import { EditablePhotoGrid } from "./editable-photo-grid";
import { exceedsLimit, photoCount, thumbnailToSave } from "./photo-edits";
import { PhotoLimitDialog } from "./photo-limit-dialog";
import { PhotoPicker } from "./photo-picker";
import { QueuedPhotoList } from "./queued-photo-list";
import { UploadProgress } from "./upload-progress";
import { usePhotoLimit } from "./use-photo-limit";

interface PhotoEditorProps {
  /** Display versions of the entry's stored photos. */
  urls: readonly string[];
  photos: PhotoEditsState;
  /** Upload progress while saving (0…1), else null. */
  progress: number | null;
  disabled: boolean;
  /** Photos added on this device and not sent yet: they count against the limit too. */
  waiting?: number;
}

/**
 * The photos section of edit mode (docs/product.md §4/§5): stored photos to keep, delete or choose as the
 * thumbnail, new files to add. Over the plan's limit, the dialog offers to upgrade or to keep only
 * the new files that fit.
 */
export function PhotoEditor({ urls, photos, progress, disabled, waiting = 0 }: PhotoEditorProps) {
  const { t } = useLingui();
  const limit = usePhotoLimit();
  // What the files chosen here may take up: the plan's limit less the photos already waiting.
  const room = limit - waiting;
  const { edits } = photos;
  const editor = useId();
  // One undo toast per photo, named so that it can be closed: when the photo is kept after all,
  // and when the edit it belongs to ends (saved or cancelled, which closes this editor).
  const undoToastId = (url: string) => `${editor}:${url}`;
  const openUndoToasts = useRef(new Set<string>());
  useEffect(() => {
    const open = openUndoToasts.current;
    return () => {
      for (const id of open) toast.dismiss(id);
      open.clear();
    };
  }, []);

  const mark = (url: string, marked: boolean) => {
    photos.setMarked(url, marked);
    const id = undoToastId(url);
    if (!marked) {
      toast.dismiss(id);
      openUndoToasts.current.delete(id);
      return;
    }
    const number = urls.indexOf(url) + 1;
    openUndoToasts.current.add(id);
    toast.info(
      t({ id: "photos.markedForDeletion", message: `Photo ${number} will be deleted when you save.` }),
      {
        id,
        action: {
          label: t({ id: "photos.undo", message: "Undo" }),
          onClick: () => photos.setMarked(url, false),
        },
      },
    );
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">
        <Trans id="photos.title">Photos</Trans>
      </legend>
      {urls.length > 0 && (
        <EditablePhotoGrid
          urls={urls}
          marked={edits.marked}
          thumbnail={thumbnailToSave(urls, edits)}
          onMarkedChange={mark}
          onChooseThumbnail={photos.chooseThumbnail}
          disabled={disabled}
        />
      )}
      <PhotoPicker
        count={photoCount(urls, edits) + waiting}
        limit={limit}
        disabled={disabled}
        onPick={photos.addFiles}
      />
      <QueuedPhotoList
        files={edits.added}
        problems={photos.refusals}
        onRemove={photos.removeFile}
        disabled={disabled}
      />
      {progress !== null && <UploadProgress progress={progress} />}
      <PhotoLimitDialog
        open={exceedsLimit(urls, edits, room)}
        limit={limit}
        upgradeTo="/membership"
        onRemovePhotos={() => photos.keepWhatFits(urls, room)}
      />
    </fieldset>
  );
}
