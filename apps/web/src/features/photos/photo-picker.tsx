import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ImagePlus } from "lucide-react";
import { useRef } from "react";

import { PHOTOS } from "@bitelog/config";

import { Button } from "../../components/ui/button";
import { toast } from "../shell/toaster";

/** Some browsers give HEIC and AVIF files no type; their names still say what they are. */
const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i;

function isImageFile(file: File): boolean {
  return file.type ? file.type.startsWith("image/") : IMAGE_NAME.test(file.name);
}

interface PhotoPickerProps {
  /** The image files chosen (never empty); other files are refused with a message. */
  onPick: (files: File[]) => void;
  /** Photos the entry would have now, and how many the plan allows. */
  count: number;
  limit: number;
  disabled?: boolean;
}

/** docs/product.md §5, "image files only": a button opening the system's image chooser, several at a time. */
export function PhotoPicker({ onPick, count, limit, disabled = false }: PhotoPickerProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const maxMegabytes = PHOTOS.maxUploadBytes / 1024 / 1024;

  const pick = (chosen: File[]) => {
    const accepted = chosen.filter((file) => {
      const { name } = file;
      if (!isImageFile(file)) {
        toast.error(t({ id: "photos.notAnImage", message: `${name} is not an image.` }));
        return false;
      }
      if (file.size > PHOTOS.maxUploadBytes) {
        toast.error(t({ id: "photos.tooLarge", message: `${name} is larger than ${maxMegabytes} MB.` }));
        return false;
      }
      return true;
    });
    if (accepted.length > 0) onPick(accepted);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden />
        <Trans id="photos.add">Add photos</Trans>
      </Button>
      <span className="text-sm text-muted-foreground">
        {t({
          id: "photos.count",
          message: plural(limit, { one: `${count} of # photo`, other: `${count} of # photos` }),
        })}
      </span>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so that choosing the same file again is a change too.
          event.target.value = "";
          pick(files);
        }}
      />
    </div>
  );
}
