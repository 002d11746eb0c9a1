import type { ComponentProps } from "react";
import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";

import { cn } from "../../lib/cn";

/** Shared by Dialog, AlertDialog and Sheet so every overlay dims the page the same way. */
export const overlayClassName =
  "fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in";

/** The centred panel of Dialog and AlertDialog. */
export const dialogPanelClassName =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-xl border border-border bg-popover p-6 text-popover-foreground shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-zoom-in";

export const dialogTitleClassName = "text-lg leading-tight font-semibold";
export const dialogDescriptionClassName = "text-sm text-muted-foreground";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The ✕ in the corner of Dialog and Sheet; Esc and the overlay close them too. */
export function DialogCloseButton({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Close
      className={cn(
        "absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
        className,
      )}
    >
      <X className="size-5" />
      <span className="sr-only">{t({ id: "common.close", message: "Close" })}</span>
    </DialogPrimitive.Close>
  );
}

/**
 * A modal panel: focus stays inside while open, Esc or a click outside closes it, and it is
 * labelled by its DialogTitle (required) and described by its DialogDescription.
 */
export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content className={cn(dialogPanelClassName, className)} {...props}>
        {children}
        <DialogCloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 pr-8 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn(dialogTitleClassName, className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn(dialogDescriptionClassName, className)} {...props} />;
}
