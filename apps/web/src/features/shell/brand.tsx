import type { LinkProps } from "@tanstack/react-router";
import { Link } from "@tanstack/react-router";
import { UtensilsCrossed } from "lucide-react";

import { PRODUCT_NAME } from "@bitelog/config";

/** The logo and the product name, linking to the user's start screen. */
export function Brand({ to }: { to: LinkProps["to"] }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2.5 rounded-md font-display text-xl font-semibold tracking-tight"
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <UtensilsCrossed className="size-4.5" />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}
