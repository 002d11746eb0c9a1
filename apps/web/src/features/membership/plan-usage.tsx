import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

import type { MembershipInfo, MembershipUsage } from "./use-membership";
import { Progress } from "../../components/ui/progress";
import { entryUsagePercent } from "./entry-usage";

/** docs/product.md §2: entries used against the limit (or Unlimited) with a bar, and the photo tiles. */
export function PlanUsage({ limits, usage }: { limits: MembershipInfo["limits"]; usage: MembershipUsage }) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const count = new Intl.NumberFormat(i18n.locale);
  const used = count.format(usage.entryCount);
  const { maxEntries } = limits;
  const limit = maxEntries === "Unlimited" ? null : count.format(maxEntries);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span id={labelId} className="font-medium">
            {t({ id: "membership.entriesLabel", message: "Entries" })}
          </span>
          <span className="text-muted-foreground">
            {limit === null
              ? t({ id: "membership.entriesUnlimited", message: `${used} used · Unlimited` })
              : t({ id: "membership.entriesUsed", message: `${used} of ${limit} used` })}
          </span>
        </div>
        <Progress value={entryUsagePercent(usage.entryCount, maxEntries)} aria-labelledby={labelId} />
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <UsageTile
          label={t({ id: "membership.maxPhotosPerEntry", message: "Max photos per entry" })}
          value={count.format(limits.maxPhotosPerEntry)}
        />
        <UsageTile
          label={t({ id: "membership.totalPhotos", message: "Total photos" })}
          value={count.format(usage.totalPhotos)}
        />
      </dl>
    </div>
  );
}

function UsageTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  );
}
