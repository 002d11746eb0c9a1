import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";

import { RATING_MAX } from "@bitelog/config";

import { cn } from "../../lib/cn";

/**
 * A rating shown as stars, read out as "n/5" (docs/product.md §2). Compact: one star and the number, for a
 * row on a phone; all the stars from a tablet's width on.
 */
export function RatingStars({
  rating,
  compact = false,
  className,
}: {
  rating: number | null;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  if (rating === null) return null;
  const label = t({ id: "entry.ratingOutOf", message: `${rating}/${RATING_MAX}` });
  const stars = (
    <span className={cn("items-center gap-0.5", compact ? "hidden sm:inline-flex" : "inline-flex")}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star
          key={index}
          className={cn("size-4", index < rating ? "fill-primary text-primary" : "text-muted-foreground/40")}
        />
      ))}
    </span>
  );
  return (
    <span role="img" aria-label={label} title={label} className={cn("inline-flex items-center", className)}>
      {stars}
      {compact && (
        <span className="inline-flex items-center gap-1 text-sm font-medium sm:hidden">
          <Star className="size-4 fill-primary text-primary" />
          {rating}
        </span>
      )}
    </span>
  );
}
