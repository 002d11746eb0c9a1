import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";

import { cn } from "../../lib/cn";
import { fieldClassName } from "./input";

/**
 * A native <select> with the field look: the platform's own picker is the most usable one on phones
 * and needs no extra accessibility work. Props go to the <select> (className to its wrapper, for
 * sizing); pass <option>s as children.
 */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select className={cn(fieldClassName, "h-10 cursor-pointer appearance-none pr-9")} {...props} />
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
