import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useId, useRef, useState } from "react";

import { IMPORT_LIMITS } from "@bitelog/config";

import type { ImportAnswer } from "./upload-import";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { trpc } from "../../lib/trpc";
import { useServerErrorText } from "../../lib/use-server-error-text";
import { useFieldName } from "../entries/use-field-name";
import { ImportError, uploadImport } from "./upload-import";

type State =
  | { step: "idle" }
  | { step: "checking" | "importing"; file: File; sent: number }
  | { step: "preview"; file: File; answer: ImportAnswer }
  | { step: "done"; answer: ImportAnswer }
  | { step: "failed"; file: File | null; error: ImportError };

/** How many problems are listed; the count says how many more there are. */
const PROBLEMS_SHOWN = 5;

/** A problem of the import in the reader's language (the server's `message` is English). */
function useProblemText() {
  const { t } = useLingui();
  const fieldName = useFieldName();
  return ({ row, code, field }: ImportAnswer["problems"][number]): string => {
    switch (code) {
      case "overLimit":
        return t({
          id: "import.problemOverLimit",
          message: `Row ${row}: does not fit your plan's entry limit.`,
        });
      case "photoLimit":
        return t({
          id: "import.problemPhotoLimit",
          message: `Row ${row}: photos past your plan's limit were left out.`,
        });
      case "photoUnreadable":
        return t({
          id: "import.problemPhoto",
          message: `Row ${row}: a photo could not be read and was left out.`,
        });
      default:
        if (field === "restaurantName") {
          return t({ id: "import.problemName", message: `Row ${row}: has no restaurant name.` });
        }
        if (field === "visitDate") {
          return t({ id: "import.problemDate", message: `Row ${row}: has no date that can be read.` });
        }
        if (field === "rating") {
          return t({ id: "import.problemRating", message: `Row ${row}: the rating is not 1 to 5 stars.` });
        }
        return t({ id: "import.problemField", message: `Row ${row}: ${fieldName(field)} cannot be read.` });
    }
  };
}

/** Issue 18: entries from a Bitelog export or a spreadsheet, checked first (a dry run), then imported. */
export function ImportCard() {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const errorText = useServerErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: "idle" });

  const send = (file: File, dryRun: boolean) => {
    const step = dryRun ? "checking" : "importing";
    setState({ step, file, sent: 0 });
    uploadImport(file, { dryRun, onProgress: (sent) => setState({ step, file, sent }) })
      .then((answer) => {
        setState(dryRun ? { step: "preview", file, answer } : { step: "done", answer });
        if (!dryRun) {
          void queryClient.invalidateQueries({ queryKey: trpc.entries.pathKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.membership.pathKey() });
        }
      })
      .catch((error: unknown) =>
        setState({
          step: "failed",
          file: dryRun ? null : file,
          error: error instanceof ImportError ? error : new ImportError(null, null),
        }),
      );
  };

  const answer = state.step === "preview" || state.step === "done" ? state.answer : null;
  const ignored = answer?.ignoredColumns.join(", ") ?? "";
  // Why a file was refused, in the reader's words: the server's message is English.
  const failureDetail =
    state.step !== "failed"
      ? null
      : state.error.body?.reason === "missingColumns"
        ? t({
            id: "import.missingColumns",
            message:
              "It needs a header row with a column for the restaurant name and one for the visit date.",
          })
        : errorText(state.error.body);
  const busy = state.step === "checking" || state.step === "importing";
  const maxMegabytes = IMPORT_LIMITS.maxFileBytes / 1024 / 1024;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans id="import.title">Import entries</Trans>
        </CardTitle>
        <CardDescription>
          <Trans id="import.description">
            From a Bitelog export (ZIP or journal.json) or a spreadsheet saved as CSV with a header row (name,
            date, rating, address, comment…). Nothing is written until you confirm.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
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
          {t({ id: "import.limit", message: `Up to ${maxMegabytes} MB.` })}
        </p>
        <input
          ref={input}
          type="file"
          accept=".zip,.json,.csv,application/zip,application/json,text/csv"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again is a change too.
            event.target.value = "";
            if (file) send(file, true);
          }}
        />

        {busy && (
          <div className="flex w-full flex-col gap-2">
            <Progress
              value={Math.round(state.sent * 100)}
              aria-label={t({ id: "import.progressLabel", message: "Import progress" })}
            />
            <p role="status" className="text-sm text-muted-foreground">
              {state.sent < 1
                ? t({ id: "import.sending", message: `Sending ${state.file.name}…` })
                : state.step === "checking"
                  ? t({ id: "import.checking", message: "Checking the entries…" })
                  : t({ id: "import.writing", message: "Importing the entries…" })}
            </p>
          </div>
        )}

        {answer && (
          <div role="status" className="flex flex-col gap-1 text-sm">
            <p className="font-medium">
              {answer.dryRun
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
          </div>
        )}
        {answer && answer.ignoredColumns.length > 0 && (
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
        {answer && answer.problems.length > 0 && (
          <div className="flex w-full flex-col gap-1 text-sm">
            <p>
              {t({
                id: "import.problems",
                message: plural(answer.problems.length, {
                  one: "# problem:",
                  other: "# problems:",
                }),
              })}
            </p>
            <ul className="list-disc ps-5 text-amber-700 dark:text-amber-400">
              {answer.problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
                <li key={`${problem.row}-${problem.code}`} className="break-words">
                  {problemText(problem)}
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
        {state.step === "preview" && (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => send(state.file, false)} disabled={state.answer.imported === 0}>
              {t({
                id: "import.confirm",
                message: plural(state.answer.imported, { one: "Import # entry", other: "Import # entries" }),
              })}
            </Button>
            <Button variant="outline" onClick={() => setState({ step: "idle" })}>
              <Trans id="common.cancel">Cancel</Trans>
            </Button>
          </div>
        )}

        {state.step === "failed" && (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
            <p>
              {state.error.status === 413
                ? t({ id: "import.tooLarge", message: `The file is larger than ${maxMegabytes} MB.` })
                : state.error.status === 429
                  ? t({
                      id: "import.tooMany",
                      message: "Too many imports in a short time. Please try again later.",
                    })
                  : state.error.status === 400
                    ? t({ id: "import.unreadable", message: "This file cannot be imported." })
                    : t({
                        id: "import.failed",
                        message:
                          "The import failed. Nothing was written; please check your connection and try again.",
                      })}
            </p>
            {failureDetail && <p className="text-muted-foreground">{failureDetail}</p>}
            {state.file && (
              <Button variant="outline" onClick={() => state.file && send(state.file, false)}>
                <Trans id="common.tryAgain">Try again</Trans>
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
