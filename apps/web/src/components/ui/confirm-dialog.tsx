import type { ReactNode } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "./alert-dialog";
import { Button } from "./button";

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** What keeps things as they are; also what Esc and a click outside do. */
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** The confirmed action loses something (shown in the destructive colour). */
  destructive?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** A third answer, between keeping things and confirming (e.g. "Add to places to try"). */
  other?: { label: ReactNode; onChoose: () => void };
}

/** A question with two answers (or three), asked in the app's own dialog instead of the browser's confirm(). */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  destructive = false,
  onCancel,
  onConfirm,
  other,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          {other && (
            <Button type="button" variant="outline" onClick={other.onChoose}>
              {other.label}
            </Button>
          )}
          <AlertDialogAction destructive={destructive} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
