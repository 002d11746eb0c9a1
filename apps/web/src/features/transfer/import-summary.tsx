import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

import type { ImportAnswer } from "./upload-import";
import { RatingStars } from "../entries/rating-stars";
import { formatVisitDate } from "../journal/format";
import { useProblemText, useRecognisedText } from "./import-texts";

/** How many problems are listed; the count says how many more there are. */
const PROBLEMS_SHOWN = 5;

/** What a file holds and what becomes of it: before the import (a dry run's answer) and after. */
export function ImportSummary({ answer }: { answer: ImportAnswer }) {
  const { t } = useLingui();
  const recognisedText = useRecognisedText();
  const { placesToTry, dryRun } = answer;
  const hasPlaces = placesToTry.imported + placesToTry.skipped > 0;
  return (
    <div role="status" className="flex w-full flex-col gap-1 text-sm">
      <p className="text-muted-foreground">{recognisedText(answer)}</p>
      <p className="font-medium">
        {dryRun
          ? t({
              id: "import.willImport",
              message: plural(answer.imported, {
                0: "No new entries to import.",
                one: "# entry will be imported.",
                other: "# entries will be imported.",
              }),
            })
          : t({
              id: "import.imported",
              message: plural(answer.imported, {
                0: "No entries were imported.",
                one: "# entry was imported.",
                other: "# entries were imported.",
              }),
            })}
      </p>
      {hasPlaces && (
        <p className="font-medium">
          {dryRun
            ? t({
                id: "import.placesWillImport",
                message: plural(placesToTry.imported, {
                  0: "No new places to try.",
                  one: "# place to try will be added to your list.",
                  other: "# places to try will be added to your list.",
                }),
              })
            : t({
                id: "import.placesImported",
                message: plural(placesToTry.imported, {
                  0: "No places to try were added.",
                  one: "# place to try was added to your list.",
                  other: "# places to try were added to your list.",
                }),
              })}
        </p>
      )}
      {answer.skipped > 0 && (
        <p>
          {t({
            id: "import.skipped",
            message: plural(answer.skipped, {
              one: "# entry is already in your journal and is skipped.",
              other: "# entries are already in your journal and are skipped.",
            }),
          })}
        </p>
      )}
      {placesToTry.skipped > 0 && (
        <p>
          {t({
            id: "import.placesSkipped",
            message: plural(placesToTry.skipped, {
              one: "# place to try is already on your list or has no name, and is skipped.",
              other: "# places to try are already on your list or have no name, and are skipped.",
            }),
          })}
        </p>
      )}
    </div>
  );
}

/** The file's columns that nothing is read from, and the rows or items that do not come in as they are. */
export function ImportProblems({ answer }: { answer: ImportAnswer }) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const ignored = answer.ignoredColumns.join(", ");
  return (
    <>
      {answer.ignoredColumns.length > 0 && (
        <p className="text-sm break-words">
          {t({
            id: "import.ignoredColumns",
            message: plural(answer.ignoredColumns.length, {
              one: `This column is not read: ${ignored}`,
              other: `These columns are not read: ${ignored}`,
            }),
          })}
        </p>
      )}
      {answer.problems.length > 0 && (
        <div className="flex w-full flex-col gap-1 text-sm">
          <p>
            {t({
              id: "import.problems",
              message: plural(answer.problems.length, { one: "# problem:", other: "# problems:" }),
            })}
          </p>
          <ul className="list-disc ps-5 text-amber-700 dark:text-amber-400">
            {answer.problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
              <li key={`${problem.row}-${problem.code}`} className="break-words">
                {problemText(answer.source, problem)}
              </li>
            ))}
          </ul>
          {answer.problems.length > PROBLEMS_SHOWN && (
            <p className="text-muted-foreground">
              {t({
                id: "import.moreProblems",
                message: `and ${answer.problems.length - PROBLEMS_SHOWN} more`,
              })}
            </p>
          )}
        </div>
      )}
    </>
  );
}

/** The first visits and places to try as they will be stored. */
export function ImportSample({ sample }: { sample: ImportAnswer["sample"] }) {
  const { t, i18n } = useLingui();
  if (sample.visits.length === 0 && sample.placesToTry.length === 0) return null;
  return (
    <div className="flex w-full flex-col gap-3 text-sm">
      {sample.visits.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className="font-medium">
            {t({ id: "import.sampleVisits", message: "The first entries, as they will look" })}
          </h3>
          <ul className="flex flex-col divide-y rounded-md border">
            {sample.visits.map((visit) => (
              <li key={visit.row} className="flex min-w-0 flex-col gap-0.5 px-3 py-2">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <span className="font-medium break-words">{visit.restaurantName}</span>
                  <RatingStars rating={visit.rating} />
                </div>
                <span className="text-muted-foreground">
                  {formatVisitDate(visit.visitDate, i18n.locale, "medium")}
                  {visit.restaurantAddress ? ` · ${visit.restaurantAddress}` : ""}
                </span>
                {visit.comment && <span className="line-clamp-2 break-words">{visit.comment}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {sample.placesToTry.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className="font-medium">
            {t({ id: "import.samplePlaces", message: "The first places to try, as they will look" })}
          </h3>
          <ul className="flex flex-col divide-y rounded-md border">
            {sample.placesToTry.map((place, index) => (
              <li key={index} className="flex min-w-0 flex-col gap-0.5 px-3 py-2">
                <span className="font-medium break-words">{place.restaurantName}</span>
                {(place.listName ?? place.restaurantAddress) && (
                  <span className="text-muted-foreground break-words">
                    {[place.listName, place.restaurantAddress].filter(Boolean).join(" · ")}
                  </span>
                )}
                {place.note && <span className="line-clamp-2 break-words">{place.note}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
