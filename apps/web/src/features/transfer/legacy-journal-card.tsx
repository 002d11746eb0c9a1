import { Trans } from "@lingui/react/macro";
import { useState } from "react";

import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FoundOnDevice, LegacyImportDialog } from "./legacy-import-dialog";
import { readLegacyEntries } from "./legacy-journal";

/** Settings: the earlier version's journal still on this device (declined, or partly imported). */
export function LegacyJournalCard({ timeZone }: { timeZone: string | null }) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(() => readLegacyEntries(timeZone).length);
  if (count === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans id="legacyImport.cardTitle">Entries on this device</Trans>
        </CardTitle>
        <CardDescription>
          <FoundOnDevice count={count} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => setOpen(true)}>
          <Trans id="legacyImport.review">Review and import</Trans>
        </Button>
        {open && (
          <LegacyImportDialog
            timeZone={timeZone}
            onClose={() => {
              setOpen(false);
              setCount(readLegacyEntries(timeZone).length);
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
