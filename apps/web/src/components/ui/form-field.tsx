import type { ReactElement, ReactNode } from "react";
import { Slot } from "radix-ui";
import { useId } from "react";

import { cn } from "../../lib/cn";
import { Label } from "./label";

interface FormFieldProps {
  label: ReactNode;
  /** The one control (Input, Textarea, Select…); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
  /** A hint under the control. */
  description?: ReactNode;
  /** The validation message; when set, the control is marked invalid, described by it and it is announced. */
  error?: ReactNode;
  /** Use your own id for the control (for example to link to it); one is generated otherwise. */
  id?: string;
  className?: string;
}

/** A label, a control, a hint and an error, wired together for assistive technology. */
export function FormField({ label, children, description, error, id, className }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(" ");

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Slot.Root
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot.Root>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {/* Present before any error, so that screen readers announce an error as it appears. */}
      <div aria-live="polite" className="empty:hidden">
        {error && (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
