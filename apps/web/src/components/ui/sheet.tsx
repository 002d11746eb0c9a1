import type { ComponentProps } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";

import { cn } from "../../lib/cn";
import { DialogCloseButton, overlayClassName } from "./dialog";

/** A Dialog that slides in from the left edge: the mobile menu. Same behaviour, another shape. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export { DialogTitle as SheetTitle } from "./dialog";

export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100%-3rem))] flex-col bg-sidebar text-sidebar-foreground shadow-xl data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left",
          className,
        )}
        {...props}
      >
        {children}
        <DialogCloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
