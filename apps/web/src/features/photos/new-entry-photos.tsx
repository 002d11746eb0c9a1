import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";

import type { NewEntryPhotosState } from "./use-new-entry-photos";
import { PhotoLimitDialog } from "./photo-limit-dialog";
import { PhotoPicker } from "./photo-picker";
import { QueuedPhotoList } from "./queued-photo-list";
import { UploadProgress } from "./upload-progress";
import { usePhotoLimit } from "./use-photo-limit";

interface NewEntryPhotosProps {
  photos: NewEntryPhotosState;
  disabled: boolean;
  /** Photos the entry already has waiting on this device (an entry not sent yet): they count too. */
  waiting?: number;
}

/**
 * The photos section of /new: choose, preview and remove files before saving. A choice that would
 * go over the plan's limit is refused with the limit dialog (docs/product.md §5); the upload shows its
 * progress.
 */
export function NewEntryPhotos({ photos, disabled, waiting = 0 }: NewEntryPhotosProps) {
  const headingId = useId();
  const limit = usePhotoLimit();
  const [refused, setRefused] = useState(false);
  const { files, setFiles, progress } = photos;
  const count = waiting + files.length;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-medium">
        <Trans id="photos.optionalTitle">Photos (optional)</Trans>
      </h2>
      <PhotoPicker
        count={count}
        limit={limit}
        disabled={disabled}
        onPick={(picked) => {
          if (count + picked.length > limit) setRefused(true);
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
