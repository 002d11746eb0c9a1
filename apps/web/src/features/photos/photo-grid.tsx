import { useLingui } from "@lingui/react/macro";

import { thumbnailOf } from "../journal/photo-urls";
import { AuthedImage } from "./authed-image";

/**
 * The photos of the first row at the grid's widest: on screen at once and of one size, so whichever
 * paints first is the screen's largest picture; all of them load at once and first.
 */
const FIRST_ROW = 5;

interface PhotoGridProps {
  /** Display versions of the photos; the grid loads their thumbnails. */
  urls: readonly string[];
  onOpen: (index: number) => void;
  /** A photo is about to be opened (pointer over it, focus, touch): the viewer may load. */
  onIntent?: () => void;
}

/** An entry's photos as small squares, each opening the full-screen viewer. */
export function PhotoGrid({ urls, onOpen, onIntent }: PhotoGridProps) {
  const { t } = useLingui();
  const total = urls.length;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
      {urls.map((url, index) => {
        const position = index + 1;
        return (
          <li key={url}>
            <button
              type="button"
              onClick={() => onOpen(index)}
              onPointerEnter={onIntent}
              onPointerDown={onIntent}
              onFocus={onIntent}
              className="block aspect-square w-full overflow-hidden rounded-lg border border-border bg-muted transition-opacity hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <AuthedImage url={thumbnailOf(url)} alt="" className="size-full" priority={index < FIRST_ROW} />
              <span className="sr-only">
                {t({ id: "photos.open", message: `Open photo ${position} of ${total}` })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
