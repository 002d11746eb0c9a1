import type { ComponentProps } from "react";
import { Progress as ProgressPrimitive } from "radix-ui";

import { cn } from "../../lib/cn";

type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, "value" | "max"> & {
  value: number;
  max?: number;
};

/**
 * A bar (role="progressbar" with aria-valuenow/min/max). The value is kept within 0…max, so usage
 * above a limit shows a full bar. Name it with aria-label or aria-labelledby.
 */
export function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-primary transition-[width] duration-500"
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
