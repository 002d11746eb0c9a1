import type { ReactZoomPanPinchRef } from "react-zoom-pan-pinch";
import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { TransformComponent, TransformWrapper } from "react-zoom-pan-pinch";

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

/** How far one arrow key moves a zoomed photo, in CSS pixels. */
const PAN_STEP = 80;
const MAX_ZOOM = 4;

const controlClassName =
  "flex size-11 items-center justify-center rounded-full bg-black/50 text-white transition-colors hover:bg-black/75 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none";

/**
 * docs/product.md §2: the photos full screen, one at a time. Previous and next wrap around; ← → and Esc work
 * from the keyboard, a sideways swipe on touch screens; focus stays inside until it closes.
 * Issue 23: a photo zooms (pinch, double-click or double-tap, the wheel, + and −, or the buttons)
 * and a zoomed one pans (drag, or the arrow keys, which turn pages again once it is back to fit;
 * 0 fits it again).
 */
export function PhotoViewer({ urls, index, onIndexChange }: PhotoViewerProps) {
  const { t } = useLingui();
  const total = urls.length;
  const current = index === null ? 0 : Math.min(index, total - 1);
  const url = urls[current];
  const zoom = useRef<ReactZoomPanPinchRef>(null);
  const [zoomed, setZoomed] = useState(false);
  const go = (step: number) => {
    // The next photo starts fitted (its zoom is a new one).
    setZoomed(false);
    onIndexChange((current + step + total) % total);
  };
  const swipe = useSwipe({ onNext: () => go(1), onPrevious: () => go(-1) });
  /** Keys the viewer answers: zoom, then panning while zoomed, else turning pages. */
  const handleKey = (key: string): boolean => {
    const controls = zoom.current;
    if (!controls) return false;
    if (key === "+" || key === "=") void controls.zoomIn();
    else if (key === "-" || key === "_") void controls.zoomOut();
    else if (key === "0") void controls.resetTransform();
    // The live scale: the state follows it a frame late, after an animation.
    else if (controls.instance.state.scale > 1.01 && key.startsWith("Arrow")) {
      const [x, y] = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[key] ?? [
        0, 0,
      ];
      void controls.panBy((x ?? 0) * PAN_STEP, (y ?? 0) * PAN_STEP);
    } else if (total > 1 && key === "ArrowLeft") go(-1);
    else if (total > 1 && key === "ArrowRight") go(1);
    else return false;
    return true;
  };
  const position = current + 1;
  // On the window, not the dialog: a tapped button on a phone leaves the focus on the page's body.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (handleKey(event.key)) event.preventDefault();
  });
  const open = index !== null && url !== undefined;
  useEffect(() => {
    if (!open) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [open]);
  // Opened without a Dialog.Trigger, so the viewer gives the focus back to what opened it itself.
  const opener = useRef<HTMLElement | null>(null);

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(open) => {
        if (open) return;
        setZoomed(false);
        onIndexChange(null);
      }}
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
        >
          <div className="flex items-center justify-between gap-4 p-3 sm:p-4">
            <DialogPrimitive.Title className="sr-only">
              {t({ id: "photos.viewerTitle", message: `Photo ${position} of ${total}` })}
            </DialogPrimitive.Title>
            <p aria-live="polite" className="rounded-full bg-black/50 px-3 py-1 text-sm tabular-nums">
              {t({ id: "photos.viewerCounter", message: `${position} / ${total}` })}
            </p>
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={controlClassName}
                onClick={() => handleKey("-")}
                disabled={!zoomed}
              >
                <ZoomOut className="size-6" aria-hidden />
                <span className="sr-only">{t({ id: "photos.zoomOut", message: "Zoom out" })}</span>
              </button>
              <button type="button" className={controlClassName} onClick={() => handleKey("+")}>
                <ZoomIn className="size-6" aria-hidden />
                <span className="sr-only">{t({ id: "photos.zoomIn", message: "Zoom in" })}</span>
              </button>
              <DialogPrimitive.Close className={controlClassName}>
                <X className="size-6" aria-hidden />
                <span className="sr-only">{t({ id: "common.close", message: "Close" })}</span>
              </DialogPrimitive.Close>
            </div>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 select-none sm:px-16"
            // A zoomed photo pans under the finger instead of turning the page.
            {...(zoomed ? {} : swipe)}
          >
            {url !== undefined && (
              <TransformWrapper
                // A new photo starts fitted.
                key={url}
                ref={zoom}
                maxScale={MAX_ZOOM}
                doubleClick={{ mode: "toggle" }}
                panning={{ disabled: !zoomed }}
                onTransform={(_, { scale }) => setZoomed(scale > 1.01)}
              >
                <TransformComponent
                  wrapperClass="!size-full"
                  contentClass="!size-full items-center justify-center"
                >
                  <AuthedImage
                    url={url}
                    alt={t({ id: "photos.viewerTitle", message: `Photo ${position} of ${total}` })}
                    draggable={false}
                    data-zoom={zoomed ? "zoomed" : "fitted"}
                    className="max-h-full min-h-32 max-w-full min-w-48 rounded-md object-contain"
                  />
                </TransformComponent>
              </TransformWrapper>
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
