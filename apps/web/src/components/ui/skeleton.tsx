import type { ComponentProps } from "react";

import { cn } from "../../lib/cn";

/**
 * A pulsing placeholder in the shape of content still loading. Hidden from assistive technology:
 * announce the loading once on the container (aria-busy, or a Spinner with a label).
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-foreground/10", className)}
      {...props}
    />
  );
}
