import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

import { Progress } from "../../components/ui/progress";

/** The bar shown while photos are sent, from 0 to 100 %. */
export function UploadProgress({ progress }: { progress: number }) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const percent = Math.round(progress * 100);
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <div className="flex justify-between text-sm">
        <span id={labelId}>{t({ id: "photos.uploading", message: "Uploading photos…" })}</span>
        <span aria-hidden className="text-muted-foreground tabular-nums">
          {i18n.number(percent / 100, { style: "percent" })}
        </span>
      </div>
      <Progress value={percent} aria-labelledby={labelId} />
    </div>
  );
}
