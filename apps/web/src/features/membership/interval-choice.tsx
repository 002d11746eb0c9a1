import { useLingui } from "@lingui/react/macro";
import { RadioGroup } from "radix-ui";

import type { BillingInterval } from "@bitelog/config";
import { yearlySavingsCents } from "@bitelog/config";

import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { formatUsd, planFigures } from "./plan-figures";

const optionClassName = cn(
  "flex flex-col items-start gap-1 rounded-lg border border-border bg-card p-4 text-left text-sm transition-colors",
  "hover:bg-accent data-[state=checked]:border-primary data-[state=checked]:ring-2 data-[state=checked]:ring-primary/30",
);

/** docs/product.md §2, §9: monthly or yearly, with the prices of @bitelog/config written the reader's way. */
export function IntervalChoice({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  const { t, i18n } = useLingui();
  const { monthlyPrice, yearlyPrice, yearlyPerMonth, yearlySaving } = planFigures(i18n.locale);
  const savings = formatUsd(yearlySavingsCents, i18n.locale);
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => {
        if (next === "month" || next === "year") onChange(next);
      }}
      aria-label={t({ id: "membership.intervalLabel", message: "Billing period" })}
      // Tab goes straight to the chosen period, as with native radio buttons; arrows move between them.
      tabIndex={-1}
      className="grid gap-3 sm:grid-cols-2"
    >
      <RadioGroup.Item value="month" className={optionClassName}>
        <span className="font-semibold">{t({ id: "membership.monthly", message: "Monthly" })}</span>
        <span className="text-lg font-semibold">
          {t({ id: "membership.pricePerMonth", message: `${monthlyPrice}/month` })}
        </span>
      </RadioGroup.Item>
      <RadioGroup.Item value="year" className={optionClassName}>
        {/* Whole words (the page breaks long ones anywhere); the badge goes below when they do not fit. */}
        <span className="flex w-full flex-wrap items-center justify-between gap-x-2 gap-y-1 font-semibold wrap-normal">
          {t({ id: "membership.yearly", message: "Yearly" })}
          <Badge variant="success">
            {t({ id: "membership.savePercent", message: `Save ${yearlySaving}` })}
          </Badge>
        </span>
        <span className="text-lg font-semibold">
          {t({ id: "membership.pricePerYear", message: `${yearlyPrice}/year` })}
        </span>
        <span className="text-muted-foreground">
          {t({
            id: "membership.yearlyDetail",
            message: `${yearlyPerMonth}/month, save ${savings}`,
          })}
        </span>
      </RadioGroup.Item>
    </RadioGroup.Root>
  );
}
