import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useId, useState, useTransition } from "react";

import { PhotoGrid } from "./photo-grid";

const photoViewer = () => import("./photo-viewer");
/** The full-screen viewer and its zoom library load when a photo is about to be opened, not with the page. */
const PhotoViewer = lazy(() => photoViewer().then(({ PhotoViewer }) => ({ default: PhotoViewer })));
/** A failed load (no connection) is tried again when the viewer renders. */
const preloadViewer = () => void photoViewer().catch(() => undefined);

/** docs/product.md §2, /entry/{id}: the entry's photo thumbnails and the full-screen viewer they open. */
export function EntryPhotos({ urls }: { urls: readonly string[] }) {
  const headingId = useId();
  const [open, setOpen] = useState<number | null>(null);
  // Kept from the first opening on, so that the viewer closes with its animation.
  const [viewerWanted, setViewerWanted] = useState(false);
  // The grid stays as it is until the viewer's code is in.
  const [, startOpening] = useTransition();
  if (urls.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans id="photos.title">Photos</Trans>
      </h2>
      <PhotoGrid
        urls={urls}
        onIntent={preloadViewer}
        onOpen={(index) =>
          startOpening(() => {
            setViewerWanted(true);
            setOpen(index);
          })
        }
      />
      {viewerWanted && (
        <Suspense fallback={null}>
          <PhotoViewer urls={urls} index={open} onIndexChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
