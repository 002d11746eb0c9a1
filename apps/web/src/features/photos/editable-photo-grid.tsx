import { Trans, useLingui } from "@lingui/react/macro";
import { Trash2, Undo2 } from "lucide-react";

import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { thumbnailOf } from "../journal/photo-urls";
import { AuthedImage } from "./authed-image";

interface EditablePhotoGridProps {
  /** Display versions of the entry's stored photos. */
  urls: readonly string[];
  /** Those marked for deletion on save. */
  marked: readonly string[];
  /** The one to show on cards, among those not marked. */
  thumbnail: string | null;
  onMarkedChange: (url: string, marked: boolean) => void;
  onChooseThumbnail: (url: string) => void;
  disabled?: boolean;
}

/**
 * Stored photos in edit mode (docs/product.md §4): each can be marked for deletion (dimmed and labelled
 * until save) or chosen, like a radio button, as the entry's thumbnail.
 */
export function EditablePhotoGrid({
  urls,
  marked,
  thumbnail,
  onMarkedChange,
  onChooseThumbnail,
  disabled = false,
}: EditablePhotoGridProps) {
  const { t } = useLingui();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {urls.map((url, index) => {
        const number = index + 1;
        const isMarked = marked.includes(url);
        return (
          <li
            key={url}
            className={cn(
              "flex flex-col gap-2 rounded-lg border border-border p-2",
              isMarked && "border-destructive/40 bg-destructive/5",
            )}
          >
            <div className="relative aspect-square overflow-hidden rounded-md bg-muted">
              <AuthedImage
                url={thumbnailOf(url)}
                alt={t({ id: "photos.photoAlt", message: `Photo ${number}` })}
                className={cn("size-full transition-opacity", isMarked && "opacity-40 grayscale")}
              />
              {isMarked && (
                <Badge variant="destructive" className="absolute top-2 left-2 bg-card">
                  <Trans id="photos.willBeDeleted">Will be deleted</Trans>
                </Badge>
              )}
            </div>
            <label className={cn("flex items-center gap-2 text-sm", isMarked && "opacity-50")}>
              <input
                type="radio"
                name="entry-thumbnail"
                className="size-4 accent-primary"
                checked={thumbnail === url}
                disabled={disabled || isMarked}
                onChange={() => onChooseThumbnail(url)}
                aria-label={t({ id: "photos.thumbnailFor", message: `Thumbnail: photo ${number}` })}
              />
              <Trans id="photos.thumbnail">Thumbnail</Trans>
            </label>
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              aria-label={
                isMarked
                  ? t({ id: "photos.keepPhoto", message: `Keep photo ${number}` })
                  : t({ id: "photos.deletePhoto", message: `Delete photo ${number}` })
              }
              onClick={() => onMarkedChange(url, !isMarked)}
            >
              {isMarked ? <Undo2 aria-hidden /> : <Trash2 aria-hidden />}
              {isMarked ? <Trans id="photos.keep">Keep</Trans> : <Trans id="photos.delete">Delete</Trans>}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
