import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";

import type { ColumnChoice, RatingScale } from "./upload-import";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { useFieldName } from "../entries/use-field-name";
import { RatingScaleChoice } from "./import-choices";

type ColumnField = keyof ColumnChoice;

/** The fields a column can be read as, with the entry field that names them; name and date are needed. */
const FIELDS: readonly [ColumnField, string][] = [
  ["name", "restaurantName"],
  ["date", "visitDate"],
  ["address", "restaurantAddress"],
  ["rating", "rating"],
  ["comment", "comment"],
  ["whatYouHad", "whatYouHad"],
];

/**
 * When the server cannot tell a CSV's columns apart (COLUMN_MAPPING_NEEDED): the person says which
 * of the file's headers holds what, and the file is checked again with that choice.
 */
export function ColumnMappingForm({
  headers,
  onSubmit,
  onCancel,
}: {
  headers: readonly string[];
  onSubmit: (columns: ColumnChoice, ratingScale: RatingScale) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const fieldName = useFieldName();
  const [chosen, setChosen] = useState<Partial<Record<ColumnField, string>>>({});
  const [scale, setScale] = useState<RatingScale>(5);
  const complete = Boolean(chosen.name && chosen.date);
  return (
    <form
      className="flex w-full flex-col gap-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen.name || !chosen.date) return;
        onSubmit({ ...chosen, name: chosen.name, date: chosen.date }, scale);
      }}
    >
      <div className="flex flex-col gap-1 text-sm">
        <h3 id={`${id}-title`} className="font-medium">
          <Trans id="import.mappingTitle">Which column holds what?</Trans>
        </h3>
        <p className="text-muted-foreground">
          <Trans id="import.mappingDescription">
            The file's headers say nothing Bitelog knows. Choose at least the columns of the restaurant name
            and the visit date.
          </Trans>
        </p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {FIELDS.map(([field, entryField]) => {
          // A header already chosen for another field is not offered again.
          const taken = new Set(
            Object.entries(chosen).flatMap(([other, header]) => (other !== field && header ? [header] : [])),
          );
          return (
            <div key={field} className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={`${id}-${field}`}>{fieldName(entryField)}</Label>
              <Select
                id={`${id}-${field}`}
                value={chosen[field] ?? ""}
                required={field === "name" || field === "date"}
                onChange={(event) => setChosen({ ...chosen, [field]: event.target.value || undefined })}
              >
                <option value="">{t({ id: "import.mappingNone", message: "Not in the file" })}</option>
                {headers.map((header, index) =>
                  taken.has(header) || header.trim() === "" ? null : (
                    <option key={index} value={header}>
                      {header}
                    </option>
                  ),
                )}
              </Select>
            </div>
          );
        })}
      </div>
      {chosen.rating && <RatingScaleChoice value={scale} onChange={setScale} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!complete}>
          <Trans id="import.mappingSubmit">Check the file with these columns</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans id="common.cancel">Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
