import type { ComponentProps } from "react";

import { cn } from "../../lib/cn";

/**
 * The look shared by Input, Textarea and Select. The text is 16 px on phones so iOS does not zoom
 * into the field; aria-invalid (set by FormField) turns the border red.
 */
export const fieldClassName =
  "w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        fieldClassName,
        "h-10 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
