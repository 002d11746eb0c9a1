import type { ComponentProps } from "react";
import { Slot } from "radix-ui";

import { cn } from "../../lib/cn";

/**
 * A surface that groups one topic: header (title, description), content, footer (actions).
 * A <div> by default; `asChild` makes it the <article> or <li> the content calls for.
 */
export function Card({ className, asChild, ...props }: ComponentProps<"div"> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : "div";
  return (
    <Component
      className={cn("rounded-xl border border-border bg-card text-card-foreground shadow-sm", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6 pb-0", className)} {...props} />;
}

/** An <h2> by default; pass `asChild` with another heading to fit the page's outline. */
export function CardTitle({ className, asChild, ...props }: ComponentProps<"h2"> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : "h2";
  return <Component className={cn("text-lg leading-tight font-semibold", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-wrap items-center gap-3 p-6 pt-0", className)} {...props} />;
}
