import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { RestError } from "../../lib/rest-client";
import { downloadExport } from "./download-export";

type State =
  | { status: "idle" }
  | { status: "running"; bytes: number }
  | { status: "done" }
  | { status: "error"; code: number };

/** Issue 18: the whole journal, photos included, as one ZIP file. */
export function ExportCard() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ status: "idle" });
  const start = () => {
    setState({ status: "running", bytes: 0 });
    downloadExport((bytes) => setState({ status: "running", bytes }))
      .then(() => setState({ status: "done" }))
      .catch((error: unknown) =>
        setState({ status: "error", code: error instanceof RestError ? error.status : 0 }),
      );
  };
  const megabytes = (bytes: number) => i18n.number(bytes / 1_000_000, { maximumFractionDigits: 1 });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans id="settings.exportTitle">Download my data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans id="settings.exportDescription">
            Your whole journal as a ZIP file: every entry (JSON and a spreadsheet-ready CSV) and every photo.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        <Button onClick={start} disabled={state.status === "running"}>
          <Trans id="settings.exportButton">Download my data</Trans>
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {state.status === "running" &&
            t({ id: "settings.exportProgress", message: `Preparing… ${megabytes(state.bytes)} MB received` })}
          {state.status === "done" && t({ id: "settings.exportDone", message: "Your download has started." })}
        </p>
        {state.status === "error" && (
          <p role="alert" className="text-sm text-destructive">
            {state.code === 429
              ? t({
                  id: "settings.exportTooMany",
                  message: "Too many exports in a short time. Please try again later.",
                })
              : t({
                  id: "settings.exportFailed",
                  message: "The download failed. Please check your connection and try again.",
                })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
