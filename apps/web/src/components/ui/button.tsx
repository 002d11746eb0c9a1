import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cva } from "class-variance-authority";
import { Slot } from "radix-ui";

import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/use-hydrated";
import { Spinner } from "./spinner";

export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-accent",
        outline: "border border-border bg-card shadow-xs hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    // A link-styled button sits in running text: no button height or padding.
    compoundVariants: [{ variant: "link", className: "h-auto px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Renders the single child (a <Link>, an <a>) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner, disables the button and marks it busy while an action runs. */
  loading?: boolean;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  // In a prerendered page a button waits for the script that makes it do something.
  const hydrated = useHydrated();
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      // A button inside a form should not submit it unless it says so.
      type={asChild ? type : (type ?? "button")}
      disabled={asChild ? undefined : disabled === true || loading || !hydrated}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Component>
  );
}
