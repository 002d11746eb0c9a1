import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

import { RATING_MAX, RATING_MIN } from "@bitelog/config";

import type { ImportChoices, RatingScale } from "./upload-import";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { Select } from "../../components/ui/select";

const SCALES: readonly RatingScale[] = [5, 10, 100];

/** The scale a file's ratings are written on; changing it reads the file again. */
export function RatingScaleChoice({
  value,
  onChange,
}: {
  value: RatingScale;
  onChange: (scale: RatingScale) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2 text-sm">
      <legend className="mb-2 font-medium">
        {t({ id: "import.scaleLegend", message: "The file's ratings are out of" })}
      </legend>
      <RadioGroup
        value={String(value)}
        onValueChange={(chosen) => onChange(Number(chosen) as RatingScale)}
        aria-describedby={`${id}-hint`}
      >
        {SCALES.map((scale) => (
          <div key={scale} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${scale}`} value={String(scale)} />
            <Label htmlFor={`${id}-${scale}`}>{scale}</Label>
          </div>
        ))}
      </RadioGroup>
      <p id={`${id}-hint`} className="text-muted-foreground">
        {t({
          id: "import.scaleHint",
          message: `They become ${RATING_MIN} to ${RATING_MAX} stars.`,
        })}
      </p>
    </fieldset>
  );
}

type VenueRatings = NonNullable<ImportChoices["venueRatings"]>;

/** Foursquare's suggestion: what most people mean by liked, okay and disliked. */
const DEFAULT_VENUE_RATINGS: VenueRatings = { liked: 5, okay: 3, disliked: 1 };

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** Foursquare's liked / okay / disliked as stars, only when the person asks for it. */
export function VenueRatingsChoice({
  value,
  onChange,
}: {
  value: VenueRatings | undefined;
  onChange: (ratings: VenueRatings | undefined) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const labels: Record<keyof VenueRatings, string> = {
    liked: t({ id: "import.venueLiked", message: "Liked" }),
    okay: t({ id: "import.venueOkay", message: "Okay" }),
    disliked: t({ id: "import.venueDisliked", message: "Disliked" }),
  };
  return (
    <fieldset className="flex flex-col gap-3 text-sm">
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-use`}
          checked={value !== undefined}
          onCheckedChange={(checked) => onChange(checked === true ? DEFAULT_VENUE_RATINGS : undefined)}
        />
        <Label htmlFor={`${id}-use`}>
          {t({
            id: "import.venueRatingsUse",
            message: "Turn the places you liked, found okay or disliked into stars",
          })}
        </Label>
      </div>
      {value && (
        <div className="flex flex-wrap gap-4">
          {(Object.keys(labels) as (keyof VenueRatings)[]).map((key) => (
            <div key={key} className="flex flex-col gap-1">
              <Label htmlFor={`${id}-${key}`}>{labels[key]}</Label>
              <Select
                id={`${id}-${key}`}
                className="w-24"
                value={value[key]}
                onChange={(event) => onChange({ ...value, [key]: Number(event.target.value) })}
              >
                {STARS.map((rating) => (
                  <option key={rating} value={rating}>
                    {t({ id: "entry.ratingOutOf", message: `${rating}/${RATING_MAX}` })}
                  </option>
                ))}
              </Select>
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
