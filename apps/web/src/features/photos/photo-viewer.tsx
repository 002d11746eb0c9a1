import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef } from "react";

import { overlayClassName } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { AuthedImage } from "./authed-image";
import { useSwipe } from "./use-swipe";

interface PhotoViewerProps {
  /** Display versions of the photos. */
  urls: readonly string[];
  /** The photo shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const controlClassName =
  "flex size-11 items-center justify-center rounded-full bg-black/50 text-white transition-colors hover:bg-black/75 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none";

/**
 * Spec §2: the photos full screen, one at a time. Previous and next wrap around; ← → and Esc work
 * from the keyboard, a sideways swipe on touch screens; focus stays inside until it closes.
 */
export function PhotoViewer({ urls, index, onIndexChange }: PhotoViewerProps) {
  const { t } = useLingui();
  const total = urls.length;
  const current = index === null ? 0 : Math.min(index, total - 1);
  const url = urls[current];
  const go = (step: number) => onIndexChange((current + step + total) % total);
  const swipe = useSwipe({ onNext: () => go(1), onPrevious: () => go(-1) });
  const position = current + 1;
  // Opened without a Dialog.Trigger, so the viewer gives the focus back to what opened it itself.
  const opener = useRef<HTMLElement | null>(null);

  return (
    <DialogPrimitive.Root
      open={index !== null && url !== undefined}
      onOpenChange={(open) => !open && onIndexChange(null)}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={cn(overlayClassName, "bg-black/90")} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none data-[state=open]:animate-fade-in"
          onKeyDown={(event) => {
            if (total < 2) return;
            if (event.key === "ArrowLeft") go(-1);
            else if (event.key === "ArrowRight") go(1);
            else return;
            event.preventDefault();
          }}
        >
          <div className="flex items-center justify-between gap-4 p-3 sm:p-4">
            <DialogPrimitive.Title className="sr-only">
              {t({ id: "photos.viewerTitle", message: `Photo ${position} of ${total}` })}
            </DialogPrimitive.Title>
            <p aria-live="polite" className="rounded-full bg-black/50 px-3 py-1 text-sm tabular-nums">
              {t({ id: "photos.viewerCounter", message: `${position} / ${total}` })}
            </p>
            <DialogPrimitive.Close className={controlClassName}>
              <X className="size-6" aria-hidden />
              <span className="sr-only">{t({ id: "common.close", message: "Close" })}</span>
            </DialogPrimitive.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 select-none sm:px-16"
            {...swipe}
          >
            {url !== undefined && (
              <AuthedImage
                key={url}
                url={url}
                alt={t({ id: "photos.viewerTitle", message: `Photo ${position} of ${total}` })}
                draggable={false}
                className="max-h-full min-h-32 max-w-full min-w-48 rounded-md object-contain"
              />
            )}
            {total > 1 && (
              <>
                <button
                  type="button"
                  className={cn(controlClassName, "absolute top-1/2 left-2 -translate-y-1/2 sm:left-4")}
                  onClick={() => go(-1)}
                >
                  <ChevronLeft className="size-7" aria-hidden />
                  <span className="sr-only">{t({ id: "photos.previous", message: "Previous photo" })}</span>
                </button>
                <button
                  type="button"
                  className={cn(controlClassName, "absolute top-1/2 right-2 -translate-y-1/2 sm:right-4")}
                  onClick={() => go(1)}
                >
                  <ChevronRight className="size-7" aria-hidden />
                  <span className="sr-only">{t({ id: "photos.next", message: "Next photo" })}</span>
                </button>
              </>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
