import type { RouterInputs, RouterOutputs } from "@bitelog/api";

import { postForm } from "../../lib/rest-client";

/** POST /api/import's answer (issues 18 and 34). */
export type ImportAnswer = RouterOutputs["transfer"]["importFile"];

type ImportInput = RouterInputs["transfer"]["importFile"];

/** What the person chose in the preview: a CSV's scale and columns, stars for Foursquare's venue ratings. */
export type ImportChoices = Pick<ImportInput, "columns" | "venueRatings"> & { ratingScale?: RatingScale };
export type ColumnChoice = NonNullable<ImportInput["columns"]>;
export type RatingScale = NonNullable<ImportAnswer["ratingScale"]>;

/**
 * Sends a file and the choices made for it to POST /api/import, reporting the share of it sent so far.
 */
export function uploadImport(
  file: File,
  options: { dryRun: boolean; choices: ImportChoices; onProgress: (sent: number) => void },
): Promise<ImportAnswer> {
  const form = new FormData();
  form.append("file", file);
  const { ratingScale, columns, venueRatings } = options.choices;
  if (ratingScale) form.append("ratingScale", String(ratingScale));
  if (columns) form.append("columns", JSON.stringify(columns));
  if (venueRatings) form.append("venueRatings", JSON.stringify(venueRatings));
  return postForm<ImportAnswer>(`/api/import${options.dryRun ? "?dryRun=true" : ""}`, form, {
    onProgress: options.onProgress,
  });
}
