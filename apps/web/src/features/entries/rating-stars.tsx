import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";

import { RATING_MAX } from "@bitelog/config";

import { cn } from "../../lib/cn";

/** A rating shown as stars, read out as "n/5" (spec §2). */
export function RatingStars({ rating, className }: { rating: number | null; className?: string }) {
  const { t } = useLingui();
  if (rating === null) return null;
  const label = t({ id: "entry.ratingOutOf", message: `${rating}/${RATING_MAX}` });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star
          key={index}
          className={cn("size-4", index < rating ? "fill-primary text-primary" : "text-muted-foreground/40")}
        />
      ))}
    </span>
  );
}
