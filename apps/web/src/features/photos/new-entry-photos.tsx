import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";

import type { NewEntryPhotosState } from "./use-new-entry-photos";
import { PhotoLimitDialog } from "./photo-limit-dialog";
import { PhotoPicker } from "./photo-picker";
import { QueuedPhotoList } from "./queued-photo-list";
import { UploadProgress } from "./upload-progress";
import { usePhotoLimit } from "./use-photo-limit";

/**
 * The photos section of /new: choose, preview and remove files before saving. A choice that would
 * go over the plan's limit is refused with the limit dialog (spec §5); the upload shows its progress.
 */
export function NewEntryPhotos({ photos, disabled }: { photos: NewEntryPhotosState; disabled: boolean }) {
  const headingId = useId();
  const limit = usePhotoLimit();
  const [refused, setRefused] = useState(false);
  const { files, setFiles, progress } = photos;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-medium">
        <Trans id="photos.optionalTitle">Photos (optional)</Trans>
      </h2>
      <PhotoPicker
        count={files.length}
        limit={limit}
        disabled={disabled}
        onPick={(picked) => {
          if (files.length + picked.length > limit) setRefused(true);
          else setFiles([...files, ...picked]);
        }}
      />
      <QueuedPhotoList
        files={files}
        disabled={disabled}
        onRemove={(index) => setFiles(files.filter((_, position) => position !== index))}
      />
      {progress !== null && <UploadProgress progress={progress} />}
      <PhotoLimitDialog
        open={refused}
        limit={limit}
        upgradeTo="/settings"
        onRemovePhotos={() => setRefused(false)}
      />
    </section>
  );
}
