import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cva } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";

import { cn } from "../../lib/cn";

const alertVariants = cva(
  "grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4",
  {
    variants: {
      variant: {
        info: "border-info/30 bg-info/12 [&>svg]:text-info",
        success: "border-success/30 bg-success/12 [&>svg]:text-success",
        warning: "border-warning/30 bg-warning/12 [&>svg]:text-warning",
        destructive: "border-destructive/30 bg-destructive/12 [&>svg]:text-destructive",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, destructive: CircleAlert };

type AlertProps = ComponentProps<"div"> & VariantProps<typeof alertVariants>;

/**
 * A message inside the page, with an icon for its kind. Warnings and errors are role="alert" (read
 * out when they appear); information and success are role="status" (read out politely).
 */
export function Alert({ className, variant, children, ...props }: AlertProps) {
  const kind = variant ?? "info";
  const Icon = icons[kind];
  const urgent = kind === "warning" || kind === "destructive";
  return (
    <div role={urgent ? "alert" : "status"} className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon />
      {children}
    </div>
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("col-start-2 leading-tight font-semibold", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("col-start-2 text-foreground/90 [&_p]:leading-relaxed", className)} {...props} />;
}
