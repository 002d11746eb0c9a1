import { useLingui } from "@lingui/react/macro";
import { Moon } from "lucide-react";
import { useId } from "react";

import { Label } from "../../components/ui/label";
import { Switch } from "../../components/ui/switch";
import { cn } from "../../lib/cn";
import { useTheme } from "./theme-store";

/** The dark-mode switch; it shows and changes the user's own theme, even where a screen forces one. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useLingui();
  const id = useId();
  const { userTheme, setTheme } = useTheme();
  return (
    <div className={cn("flex items-center justify-between gap-3", className)}>
      <Label htmlFor={id} className="flex items-center gap-2">
        <Moon className="size-4 text-muted-foreground" />
        {t({ id: "theme.darkMode", message: "Dark mode" })}
      </Label>
      <Switch
        id={id}
        checked={userTheme === "dark"}
        onCheckedChange={(checked) => setTheme(checked ? "dark" : "light")}
      />
    </div>
  );
}
