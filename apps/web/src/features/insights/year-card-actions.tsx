import { useLingui } from "@lingui/react/macro";
import { Download, Share2 } from "lucide-react";
import { useState } from "react";

import type { YearCardText } from "./year-card";
import { Button } from "../../components/ui/button";
import { toast } from "../shell/toaster";
import { canShareFile, downloadFile, yearCardFile } from "./year-card";

/** Download and Share of the year card; Share falls back to a download where files cannot be shared. */
export function YearCardActions({ text, fileName }: { text: YearCardText; fileName: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<"download" | "share" | null>(null);

  const run = async (action: "download" | "share") => {
    setBusy(action);
    try {
      const file = await yearCardFile(text, fileName);
      if (action === "share" && canShareFile(file)) {
        await navigator.share({ files: [file], title: text.title });
      } else {
        downloadFile(file);
      }
    } catch (error) {
      // Closing the share sheet is the person's choice, not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) {
        toast.error(t({ id: "insights.card.failed", message: "The year card could not be made." }));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button variant="outline" loading={busy === "download"} onClick={() => void run("download")}>
        <Download aria-hidden />
        {t({ id: "insights.card.download", message: "Download year card" })}
      </Button>
      <Button variant="outline" loading={busy === "share"} onClick={() => void run("share")}>
        <Share2 aria-hidden />
        {t({ id: "insights.card.share", message: "Share year card" })}
      </Button>
    </>
  );
}
