import { useLingui } from "@lingui/react/macro";
import { LayoutGrid, List } from "lucide-react";
import { ToggleGroup } from "radix-ui";

import type { DashboardViewMode } from "@bitelog/config";

import { cn } from "../../lib/cn";

/** Cards or list (docs/product.md §2), as a two-button toggle group. */
export function ViewModeToggle({
  value,
  onChange,
}: {
  value: DashboardViewMode;
  onChange: (mode: DashboardViewMode) => void;
}) {
  const { t } = useLingui();
  const options = [
    { value: "cards", label: t({ id: "dashboard.viewCards", message: "Cards" }), Icon: LayoutGrid },
    { value: "list", label: t({ id: "dashboard.viewList", message: "List" }), Icon: List },
  ] as const;
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => {
        if (next === "cards" || next === "list") onChange(next);
      }}
      aria-label={t({ id: "dashboard.viewMode", message: "View" })}
      className="inline-flex rounded-lg border border-border bg-card p-0.5"
    >
      {options.map(({ value: mode, label, Icon }) => (
        <ToggleGroup.Item
          key={mode}
          value={mode}
          className={cn(
            "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground",
            "data-[state=on]:bg-secondary data-[state=on]:text-secondary-foreground",
          )}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
