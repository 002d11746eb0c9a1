import type { AppErrorBody, RouterInputs, RouterOutputs } from "@bitelog/api";

import { currentIdToken } from "../../lib/firebase";

/** POST /api/import's answer (issues 18 and 34). */
export type ImportAnswer = RouterOutputs["transfer"]["importFile"];

type ImportInput = RouterInputs["transfer"]["importFile"];

/** What the person chose in the preview: a CSV's scale and columns, stars for Foursquare's venue ratings. */
export type ImportChoices = Pick<ImportInput, "columns" | "venueRatings"> & { ratingScale?: RatingScale };
export type ColumnChoice = NonNullable<ImportInput["columns"]>;
export type RatingScale = NonNullable<ImportAnswer["ratingScale"]>;

/** The import was refused: `status` is the server's answer (null when the network failed), with its body. */
export class ImportError extends Error {
  constructor(
    readonly status: number | null,
    readonly body: AppErrorBody | null,
  ) {
    super(status === null ? "Network error" : `Import answered ${String(status)}`);
  }
}

/**
 * Sends a file and the choices made for it to POST /api/import, reporting the share of it sent so far (fetch cannot tell an
 * upload's progress; XMLHttpRequest can).
 */
export async function uploadImport(
  file: File,
  options: { dryRun: boolean; choices: ImportChoices; onProgress: (sent: number) => void },
): Promise<ImportAnswer> {
  const token = await currentIdToken();
  const form = new FormData();
  form.append("file", file);
  const { ratingScale, columns, venueRatings } = options.choices;
  if (ratingScale) form.append("ratingScale", String(ratingScale));
  if (columns) form.append("columns", JSON.stringify(columns));
  if (venueRatings) form.append("venueRatings", JSON.stringify(venueRatings));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/import${options.dryRun ? "?dryRun=true" : ""}`);
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ImportError(null, null));
    request.onload = () => {
      const body = request.response as unknown;
      if (request.status === 200) resolve(body as ImportAnswer);
      else reject(new ImportError(request.status, (body as AppErrorBody | null) ?? null));
    };
    request.send(form);
  });
}
