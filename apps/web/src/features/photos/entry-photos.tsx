import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";

import { PhotoGrid } from "./photo-grid";
import { PhotoViewer } from "./photo-viewer";

/** docs/product.md §2, /entry/{id}: the entry's photo thumbnails and the full-screen viewer they open. */
export function EntryPhotos({ urls }: { urls: readonly string[] }) {
  const headingId = useId();
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans id="photos.title">Photos</Trans>
      </h2>
      <PhotoGrid urls={urls} onOpen={setOpen} />
      <PhotoViewer urls={urls} index={open} onIndexChange={setOpen} />
    </section>
  );
}
