import type { PointerEvent } from "react";
import { useRef } from "react";

/** How far (px) a finger must travel sideways, more than up or down, to count as a swipe. */
const SWIPE_DISTANCE = 50;

/**
 * Pointer handlers telling a horizontal swipe of a finger or pen (mice click instead) to the left
 * (`onNext`) or to the right (`onPrevious`). The element needs `touch-action` that leaves
 * horizontal moves to the page, such as `pan-y`.
 */
export function useSwipe({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "mouse") return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (from?.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
