import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";

import { Button } from "../../components/ui/button";
import { FilePreview } from "./file-preview";

const keys = new WeakMap<File, number>();
let lastKey = 0;

/** A stable list key for a file, so removing one does not reload the previews after it. */
function keyOf(file: File): number {
  let key = keys.get(file);
  if (key === undefined) {
    key = ++lastKey;
    keys.set(file, key);
  }
  return key;
}

interface QueuedPhotoListProps {
  files: readonly File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
  /** Why the server refused a file sent before, shown on it. */
  problems?: ReadonlyMap<File, string>;
}

/** Files chosen but not uploaded yet, each with a preview and a button to take it out again. */
export function QueuedPhotoList({ files, onRemove, disabled = false, problems }: QueuedPhotoListProps) {
  const { t } = useLingui();
  if (files.length === 0) return null;
  return (
    <ul
      aria-label={t({ id: "photos.newPhotos", message: "New photos" })}
      className="grid grid-cols-3 gap-3 sm:grid-cols-4"
    >
      {files.map((file, index) => {
        const number = index + 1;
        const reason = problems?.get(file);
        const { name } = file;
        return (
          <li
            key={keyOf(file)}
            className={`relative aspect-square overflow-hidden rounded-lg border bg-muted ${reason ? "border-2 border-destructive" : ""}`}
          >
            <FilePreview
              file={file}
              alt={t({ id: "photos.newPhotoAlt", message: `New photo ${number}` })}
              className="size-full"
            />
            <Button
              variant="secondary"
              size="icon"
              disabled={disabled}
              className="absolute top-1 right-1 size-8 rounded-full shadow"
              aria-label={t({ id: "photos.removeNewPhoto", message: `Remove new photo ${number}` })}
              onClick={() => onRemove(index)}
            >
              <X aria-hidden />
            </Button>
            {reason && (
              <p className="absolute inset-x-0 bottom-0 bg-destructive px-1.5 py-1 text-xs break-words text-white">
                {t({ id: "photos.refusedFile", message: `${name}: ${reason}` })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
