import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";

import type { ImportOutcome } from "./import-in-parts";
import type { LegacyEntry } from "./legacy-journal";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Progress } from "../../components/ui/progress";
import { Spinner } from "../../components/ui/spinner";
import { httpStatus } from "../../lib/query-retry";
import { trpc, trpcClient } from "../../lib/trpc";
import { useFieldName } from "../entries/use-field-name";
import { formatVisitDate } from "../journal/format";
import { MEMBERSHIP_CARD_ID } from "../membership/membership-card-id";
import { importInParts, isConfirmed } from "./import-in-parts";
import { LegacyEntryRepair } from "./legacy-entry-repair";
import { forgetLegacyEntries, readLegacyEntries, toImportCandidate } from "./legacy-journal";

type Step =
  | { name: "checking" }
  | { name: "preview"; outcomes: ImportOutcome[] }
  | { name: "importing"; done: number }
  | { name: "done"; outcomes: ImportOutcome[] }
  | { name: "failed"; status: number | null };

const importCall = (input: Parameters<typeof trpcClient.transfer.import.mutate>[0]) =>
  trpcClient.transfer.import.mutate(input);

/** Why an entry stays on the device, in the reader's language. */
function useOutcomeText() {
  const { t } = useLingui();
  const fieldName = useFieldName();
  return (outcome: ImportOutcome | undefined): string | null => {
    switch (outcome?.status) {
      case "duplicate":
        return t({ id: "legacyImport.duplicate", message: "Already in your journal" });
      case "overLimit":
        return t({ id: "legacyImport.overLimit", message: "Does not fit your plan's entry limit" });
      case "invalid":
        if (outcome.field === "restaurantName") {
          return t({ id: "legacyImport.noName", message: "Has no restaurant name" });
        }
        if (outcome.field === "visitDate") {
          return t({ id: "legacyImport.noDate", message: "Has no date it was written" });
        }
        return t({
          id: "legacyImport.invalidField",
          message: `Cannot be imported: ${fieldName(outcome.field)} cannot be read`,
        });
      default:
        return null;
    }
  };
}

/** "12 entries from an earlier version of Bitelog are on this device." */
export function FoundOnDevice({ count }: { count: number }) {
  const { t } = useLingui();
  return t({
    id: "legacyImport.found",
    message: plural(count, {
      one: "# entry from an earlier version of Bitelog is on this device.",
      other: "# entries from an earlier version of Bitelog are on this device.",
    }),
  });
}

/**
 * Issue 18: the journal an earlier version kept on this device, brought into the account. A dry run
 * shows what will come in; the import sends it, and only entries the server confirmed leave the device.
 */
export function LegacyImportDialog({ onClose, timeZone }: { onClose: () => void; timeZone: string | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const outcomeText = useOutcomeText();
  // What the device holds as the dialog opens (mounted anew each time), and after a failure.
  const [entries, setEntries] = useState(() => readLegacyEntries(timeZone));
  const [step, setStep] = useState<Step>({ name: "checking" });
  const [attempt, setAttempt] = useState(0);
  // Fixed and imported one by one, or discarded: gone from the device and the list.
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const settle = (ref: string) => setSettled((current) => new Set([...current, ref]));
  const present = entries.filter((entry) => !settled.has(entry.ref));

  useEffect(() => {
    let current = true;
    importInParts(importCall, entries.map(toImportCandidate), { dryRun: true })
      .then((outcomes) => current && setStep({ name: "preview", outcomes }))
      .catch((error: unknown) => current && setStep({ name: "failed", status: httpStatus(error) ?? null }));
    return () => {
      current = false;
    };
  }, [entries, attempt]);

  const checkAgain = () => {
    setEntries(readLegacyEntries(timeZone));
    setStep({ name: "checking" });
    setAttempt((n) => n + 1);
  };

  const bringIn = () => {
    setStep({ name: "importing", done: 0 });
    importInParts(importCall, present.map(toImportCandidate), {
      dryRun: false,
      onPart: (outcomes, done) => {
        // Each part the server confirmed leaves the device at once.
        forgetLegacyEntries(new Set(outcomes.filter(isConfirmed).map((outcome) => outcome.ref)));
        setStep({ name: "importing", done });
      },
    })
      .then((outcomes) => setStep({ name: "done", outcomes }))
      .catch((error: unknown) => setStep({ name: "failed", status: httpStatus(error) ?? null }))
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: trpc.entries.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.membership.pathKey() });
      });
  };

  const count = present.length;
  const outcomes = step.name === "preview" || step.name === "done" ? step.outcomes : [];
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.ref, outcome]));
  const tally = (status: ImportOutcome["status"]) => outcomes.filter((o) => o.status === status).length;
  const adding = tally("imported");
  const confirmed = (entry: LegacyEntry) => {
    const outcome = outcomeOf.get(entry.ref);
    return outcome !== undefined && isConfirmed(outcome);
  };
  const kept = step.name === "done" ? present.filter((entry) => !confirmed(entry)) : [];

  return (
    <Dialog open onOpenChange={(open) => !open && step.name !== "importing" && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans id="legacyImport.title">Your journal from an earlier version</Trans>
          </DialogTitle>
          <DialogDescription>
            <FoundOnDevice count={count} />
          </DialogDescription>
        </DialogHeader>

        {step.name === "checking" && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            <Trans id="legacyImport.checking">Checking what can come in…</Trans>
          </p>
        )}

        {(step.name === "preview" || step.name === "done") && (
          <ul
            aria-label={t({ id: "legacyImport.listLabel", message: "Entries on this device" })}
            className="flex max-h-64 flex-col divide-y divide-border overflow-y-auto rounded-lg border border-border text-sm"
          >
            {(step.name === "done" ? kept : present).map((entry) => {
              const outcome = outcomeOf.get(entry.ref);
              const why = outcomeText(outcome);
              return (
                <li key={entry.ref} className="flex flex-col gap-0.5 px-3 py-2">
                  <span className="font-medium break-words">
                    {entry.restaurantName.trim() ||
                      t({ id: "legacyImport.unnamed", message: "(no restaurant name)" })}
                  </span>
                  <span className="text-muted-foreground">
                    {entry.visitDate && formatVisitDate(entry.visitDate, i18n.locale, "medium")}
                    {entry.visitDate && entry.whatYouHad && " · "}
                    {entry.whatYouHad}
                  </span>
                  {why && <span className="text-amber-700 dark:text-amber-400">{why}</span>}
                  {outcome?.status === "invalid" && (
                    <LegacyEntryRepair entry={entry} describe={outcomeText} onSettled={settle} />
                  )}
                </li>
              );
            })}
          </ul>
        )}

        {step.name === "preview" && (
          <p role="status" className="text-sm">
            {t({
              id: "legacyImport.willAdd",
              message: plural(adding, {
                0: "Nothing new to add.",
                one: "# entry will be added to your journal.",
                other: "# entries will be added to your journal.",
              }),
            })}
          </p>
        )}

        {step.name === "importing" && (
          <div className="flex flex-col gap-2">
            <Progress
              value={step.done}
              max={count}
              aria-label={t({ id: "legacyImport.progressLabel", message: "Import progress" })}
            />
            <p role="status" className="text-sm text-muted-foreground">
              {t({ id: "legacyImport.progress", message: `Importing… ${step.done} of ${count}` })}
            </p>
          </div>
        )}

        {step.name === "done" && (
          <div role="status" className="flex flex-col gap-1 text-sm">
            <p className="font-medium">
              {t({
                id: "legacyImport.imported",
                message: plural(adding, {
                  0: "No entries were added.",
                  one: "# entry was added to your journal.",
                  other: "# entries were added to your journal.",
                }),
              })}
            </p>
            {kept.length > 0 && (
              <p>
                {t({
                  id: "legacyImport.kept",
                  message: plural(kept.length, {
                    one: "# entry could not come in and stays on this device.",
                    other: "# entries could not come in and stay on this device.",
                  }),
                })}
              </p>
            )}
            {tally("overLimit") > 0 && (
              <Link
                to="/settings"
                hash={MEMBERSHIP_CARD_ID}
                onClick={onClose}
                className="text-primary underline-offset-4 hover:underline"
              >
                <Trans id="legacyImport.upgrade">Upgrade for unlimited entries</Trans>
              </Link>
            )}
          </div>
        )}

        {step.name === "failed" && (
          <p role="alert" className="text-sm text-destructive">
            {step.status === 429
              ? t({
                  id: "legacyImport.tooMany",
                  message: "Too many imports in a short time. Please try again later.",
                })
              : t({
                  id: "legacyImport.failed",
                  message:
                    "The import could not finish. What did not come in is still on this device; please try again.",
                })}
          </p>
        )}

        <DialogFooter>
          {step.name === "preview" && (
            <>
              <Button variant="outline" onClick={onClose}>
                <Trans id="legacyImport.decline">Keep them on this device</Trans>
              </Button>
              <Button onClick={bringIn} disabled={adding === 0}>
                {t({
                  id: "legacyImport.import",
                  message: plural(adding, { one: "Import # entry", other: "Import # entries" }),
                })}
              </Button>
            </>
          )}
          {step.name === "failed" && (
            <Button onClick={checkAgain}>
              <Trans id="common.tryAgain">Try again</Trans>
            </Button>
          )}
          {step.name === "done" && (
            <Button onClick={onClose}>
              <Trans id="common.close">Close</Trans>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
