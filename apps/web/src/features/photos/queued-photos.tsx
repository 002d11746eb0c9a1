import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";

import { FilePreview } from "./file-preview";

/** Photos on this device waiting to be sent to an entry, shown from their files. */
export function QueuedPhotos({ files }: { files: readonly File[] }) {
  const { t } = useLingui();
  const headingId = useId();
  if (files.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans id="outbox.queuedPhotos">Photos waiting to sync</Trans>
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
        {files.map((file, index) => {
          const number = index + 1;
          return (
            // The queue never reorders a change's files: the position is a stable key.
            <li key={number} className="aspect-square overflow-hidden rounded-lg border bg-muted">
              <FilePreview
                file={file}
                alt={t({ id: "outbox.queuedPhotoAlt", message: `Photo ${number} waiting to sync` })}
                className="size-full"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
