import { Trans } from "@lingui/react/macro";
import { Languages } from "lucide-react";
import { useId, useState } from "react";

import type { Language } from "@bitelog/config";
import { isLanguage, LANGUAGES } from "@bitelog/config";
import { activateLanguage, i18n, LANGUAGE_NAMES, rememberLanguage } from "@bitelog/i18n";

import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { cn } from "../../lib/cn";

interface LanguageSelectProps {
  /** Keeps the label for screen readers only, where space is short (the header). */
  compact?: boolean;
  className?: string;
}

/** Switches the interface language at once and remembers the choice (docs/product.md §9). */
export function LanguageSelect({ compact = false, className }: LanguageSelectProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  const choose = async (language: Language) => {
    setBusy(true);
    rememberLanguage(language);
    await activateLanguage(language);
    setBusy(false);
  };

  return (
    <div className={cn("flex items-center justify-between gap-3", className)}>
      {/* The page lets long words break anywhere (styles.css); a label of one short word keeps whole. */}
      <Label
        htmlFor={id}
        className={cn("flex shrink-0 items-center gap-2 wrap-normal", compact && "sr-only")}
      >
        <Languages className="size-4 text-muted-foreground" />
        <Trans id="language.label">Language</Trans>
      </Label>
      <Select
        id={id}
        value={i18n.locale}
        aria-busy={busy || undefined}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className="w-36 min-w-0"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </Select>
    </div>
  );
}
