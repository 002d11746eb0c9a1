import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";

import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/use-hydrated";
import { fieldClassName } from "./input";

/**
 * A native <select> with the field look: the platform's own picker is the most usable one on phones
 * and needs no extra accessibility work. Props go to the <select> (className to its wrapper, for
 * sizing); pass <option>s as children.
 */
export function Select({ className, disabled, ...props }: ComponentProps<"select">) {
  // In a prerendered page a choice made before the script runs would be lost: it waits for it.
  const hydrated = useHydrated();
  return (
    <div className={cn("relative", className)}>
      <select
        className={cn(fieldClassName, "h-10 cursor-pointer appearance-none pr-9")}
        disabled={disabled === true || !hydrated}
        {...props}
      />
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
