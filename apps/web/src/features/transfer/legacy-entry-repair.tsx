import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";

import type { ImportOutcome } from "./import-in-parts";
import type { LegacyEntry } from "./legacy-journal";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { trpc, trpcClient } from "../../lib/trpc";
import { isConfirmed } from "./import-in-parts";
import { forgetLegacyEntries, toImportCandidate } from "./legacy-journal";

interface LegacyEntryRepairProps {
  entry: LegacyEntry;
  /** Why the server refused it, as the dialog says it. */
  describe: (outcome: ImportOutcome | undefined) => string | null;
  /** It left the device: imported once fixed, or discarded. */
  onSettled: (ref: string) => void;
}

/**
 * A legacy entry the server refused (no name, no date…): its name and date corrected and the entry
 * imported on its own, or discarded from the device, so that it does not stay there for good.
 */
export function LegacyEntryRepair({ entry, describe, onSettled }: LegacyEntryRepairProps) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(entry.restaurantName);
  const [date, setDate] = useState(entry.visitDate);
  const [sending, setSending] = useState(false);
  const [why, setWhy] = useState<string | null>(null);

  const leave = () => {
    forgetLegacyEntries(new Set([entry.ref]));
    onSettled(entry.ref);
  };

  const importFixed = async () => {
    setSending(true);
    setWhy(null);
    try {
      const candidate = toImportCandidate({ ...entry, restaurantName: name, visitDate: date });
      const [outcome] = (await trpcClient.transfer.import.mutate({ entries: [candidate] })).outcomes;
      if (outcome && isConfirmed(outcome)) {
        void queryClient.invalidateQueries({ queryKey: trpc.entries.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.membership.pathKey() });
        leave();
      } else {
        setWhy(describe(outcome));
      }
    } catch {
      setWhy(t({ id: "legacyImport.fixFailed", message: "It could not be imported. Please try again." }));
    } finally {
      setSending(false);
    }
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap gap-2 pt-1">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Trans id="legacyImport.fix">Fix</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={leave}>
          <Trans id="legacyImport.discard">Discard</Trans>
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-col gap-2 pt-1"
      onSubmit={(event) => {
        event.preventDefault();
        void importFixed();
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-name`}>
          <Trans id="entryForm.name">Restaurant name</Trans>
        </Label>
        <Input id={`${id}-name`} value={name} required onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-date`}>
          <Trans id="entryForm.date">Visit date</Trans>
        </Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={date}
          required
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      {why && (
        <p role="alert" className="text-destructive">
          {why}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" type="submit" disabled={sending}>
          <Trans id="legacyImport.importFixed">Import it</Trans>
        </Button>
        <Button size="sm" variant="ghost" type="button" onClick={() => setEditing(false)}>
          <Trans id="common.cancel">Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
