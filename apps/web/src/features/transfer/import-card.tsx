import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileUp } from "lucide-react";
import { useId, useRef, useState } from "react";

import { IMPORT_LIMITS } from "@bitelog/config";

import type { ImportAnswer, ImportChoices } from "./upload-import";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { ColumnMappingForm } from "./column-mapping-form";
import { RatingScaleChoice, VenueRatingsChoice } from "./import-choices";
import { ImportProblems, ImportSample, ImportSummary } from "./import-summary";
import { useFailureText } from "./import-texts";
import { useImportFlow } from "./use-import-flow";

/** The import's button: what it brings in, entries and places to try. */
function useConfirmText() {
  const { t } = useLingui();
  return (answer: ImportAnswer): string => {
    const { placesToTry } = answer;
    const entries = t({
      id: "import.confirm",
      message: plural(answer.imported, { one: "Import # entry", other: "Import # entries" }),
    });
    if (placesToTry.imported === 0) return entries;
    const places = t({
      id: "import.confirmPlaces",
      message: plural(placesToTry.imported, { one: "# place to try", other: "# places to try" }),
    });
    if (answer.imported === 0) return t({ id: "import.confirmOnlyPlaces", message: `Import ${places}` });
    return t({ id: "import.confirmBoth", message: `${entries} and ${places}` });
  };
}

/**
 * Issues 18 and 34: a Bitelog export, Google Takeout, Foursquare/Swarm, Day One or any CSV, chosen
 * or dropped; a dry run shows what it holds and what will land, with the choices it needs, then
 * one button imports it whole.
 */
export function ImportCard() {
  const { t } = useLingui();
  const id = useId();
  const failureText = useFailureText();
  const confirmText = useConfirmText();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { state, check, commit, reset } = useImportFlow();

  const busy = state.step === "checking" || state.step === "importing";
  const shown = state.step === "preview" ? state.answer : state.step === "checking" ? state.previous : null;
  const choices: ImportChoices = state.step === "preview" || state.step === "checking" ? state.choices : {};
  const recheck = (changed: ImportChoices) => {
    if (state.step === "preview" || state.step === "checking") {
      check(state.file, { ...state.choices, ...changed }, shown);
    }
  };
  const failure = state.step === "failed" ? failureText(state.error) : null;
  const maxMegabytes = IMPORT_LIMITS.maxFileBytes / 1024 / 1024;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans id="import.title">Import entries</Trans>
        </CardTitle>
        <CardDescription>
          <Trans id="import.descriptionFormats">
            From a Bitelog export, Google Takeout (Maps reviews and saved places), Foursquare or Swarm, Day
            One, or a spreadsheet saved as CSV. Nothing is written until you confirm.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <div
          className={cn(
            "flex w-full flex-col items-start gap-2 rounded-md border border-dashed p-4 transition-colors",
            dragging && "border-primary bg-primary/5",
          )}
          onDragOver={(event) => {
            if (busy) return;
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const file = event.dataTransfer.files[0];
            if (file && !busy) check(file, {});
          }}
        >
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-limit`}
          >
            <FileUp aria-hidden />
            <Trans id="import.choose">Choose a file</Trans>
          </Button>
          <p id={`${id}-limit`} className="text-sm text-muted-foreground">
            {t({ id: "import.dropOrLimit", message: `Or drop it here. Up to ${maxMegabytes} MB.` })}
          </p>
        </div>
        <input
          ref={input}
          type="file"
          accept=".zip,.json,.csv,application/zip,application/json,text/csv"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again is a change too.
            event.target.value = "";
            if (file) check(file, {});
          }}
        />

        {busy && (
          <div className="flex w-full flex-col gap-2">
            <Progress
              value={Math.round(state.sent * 100)}
              aria-label={t({ id: "import.progressLabel", message: "Import progress" })}
            />
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              {state.sent >= 1 && <Spinner />}
              {state.sent < 1
                ? t({ id: "import.sending", message: `Sending ${state.file.name}…` })
                : state.step === "checking"
                  ? t({ id: "import.checking", message: "Checking the entries…" })
                  : t({ id: "import.writing", message: "Importing the entries…" })}
            </p>
          </div>
        )}

        {shown && (
          <>
            <ImportSummary answer={shown} />
            {shown.ratingScale !== null && (
              <RatingScaleChoice
                value={shown.ratingScale}
                onChange={(ratingScale) => recheck({ ratingScale })}
              />
            )}
            {shown.source === "foursquare" && (shown.recognised.venueRatingFiles ?? 0) > 0 && (
              <VenueRatingsChoice
                value={choices.venueRatings}
                onChange={(venueRatings) => recheck({ venueRatings })}
              />
            )}
            <ImportSample sample={shown.sample} />
            <ImportProblems answer={shown} />
          </>
        )}
        {state.step === "preview" && (
          <div className="flex flex-wrap gap-3">
            <Button
              onClick={() => commit(state.file, state.choices, state.answer)}
              disabled={state.answer.imported + state.answer.placesToTry.imported === 0}
            >
              {confirmText(state.answer)}
            </Button>
            <Button variant="outline" onClick={reset}>
              <Trans id="common.cancel">Cancel</Trans>
            </Button>
          </div>
        )}

        {state.step === "mapping" && (
          <ColumnMappingForm
            headers={state.headers}
            onSubmit={(columns, ratingScale) => check(state.file, { columns, ratingScale })}
            onCancel={reset}
          />
        )}

        {state.step === "done" && (
          <>
            <ImportSummary answer={state.answer} />
            <ImportProblems answer={state.answer} />
          </>
        )}

        {failure && state.step === "failed" && (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
            <p>{failure.title}</p>
            {failure.detail && <p className="text-muted-foreground">{failure.detail}</p>}
            {failure.retry && (
              <Button variant="outline" onClick={() => check(state.file, state.choices)}>
                <Trans id="common.tryAgain">Try again</Trans>
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
