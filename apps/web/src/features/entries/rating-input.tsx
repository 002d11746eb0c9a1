import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { RadioGroup } from "radix-ui";

import { RATING_MAX, RATING_MIN } from "@bitelog/config";

import { cn } from "../../lib/cn";

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** docs/product.md §5: no rating, or 1 to 5 stars; arrow keys move between the choices. */
export function RatingInput({
  value,
  onChange,
  labelledBy,
}: {
  value: number | null;
  onChange: (rating: number | null) => void;
  labelledBy: string;
}) {
  const { t } = useLingui();
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      orientation="horizontal"
      value={value === null ? "none" : String(value)}
      onValueChange={(next) => onChange(next === "none" ? null : Number(next))}
      className="flex flex-wrap items-center gap-1"
    >
      <RadioGroup.Item
        value="none"
        className="rounded-md border border-border px-3 py-1.5 text-sm data-[state=checked]:border-primary data-[state=checked]:bg-secondary"
      >
        {t({ id: "entryForm.noRating", message: "No rating" })}
      </RadioGroup.Item>
      {RATINGS.map((rating) => (
        <RadioGroup.Item
          key={rating}
          value={String(rating)}
          aria-label={t({ id: "entry.ratingOutOf", message: `${rating}/${RATING_MAX}` })}
          className="rounded-md p-1.5 data-[state=checked]:bg-secondary"
        >
          <Star
            aria-hidden
            className={cn(
              "size-6",
              value !== null && rating <= value ? "fill-primary text-primary" : "text-muted-foreground",
            )}
          />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
