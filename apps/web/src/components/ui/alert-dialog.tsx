import type { ComponentProps } from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";

import { cn } from "../../lib/cn";
import { buttonVariants } from "./button";
import {
  dialogDescriptionClassName,
  dialogPanelClassName,
  dialogTitleClassName,
  overlayClassName,
} from "./dialog";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;
/** Same layout as the Dialog's header and footer. */
export { DialogFooter as AlertDialogFooter, DialogHeader as AlertDialogHeader } from "./dialog";

/**
 * A confirmation that needs an answer: focus is trapped, Esc cancels, but a click outside does not
 * dismiss it. Needs an AlertDialogTitle and an AlertDialogDescription.
 */
export function AlertDialogContent({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClassName} />
      <AlertDialogPrimitive.Content className={cn(dialogPanelClassName, className)} {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn(dialogTitleClassName, className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description className={cn(dialogDescriptionClassName, className)} {...props} />
  );
}

type ActionProps = ComponentProps<typeof AlertDialogPrimitive.Action> & { destructive?: boolean };

/** The confirming button; `destructive` for irreversible actions such as deleting. */
export function AlertDialogAction({ className, destructive = false, ...props }: ActionProps) {
  return (
    <AlertDialogPrimitive.Action
      className={cn(buttonVariants({ variant: destructive ? "destructive" : "primary" }), className)}
      {...props}
    />
  );
}

/** The way out; it receives the focus when the dialog opens, so Enter never confirms by accident. */
export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      className={cn(buttonVariants({ variant: "outline" }), className)}
      {...props}
    />
  );
}
