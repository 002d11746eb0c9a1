import { VisuallyHidden as VisuallyHiddenPrimitive } from "radix-ui";

/** Text for screen readers only (for example a dialog title the design shows another way). */
export const VisuallyHidden = VisuallyHiddenPrimitive.Root;
