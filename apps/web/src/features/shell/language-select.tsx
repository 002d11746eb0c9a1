import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";

import type { Language } from "@bitelog/config";
import { isLanguage, LANGUAGES } from "@bitelog/config";
import { activateLanguage, i18n, LANGUAGE_NAMES, rememberLanguage } from "@bitelog/i18n";

/** Switches the interface language at once and remembers the choice (spec §9). */
export function LanguageSelect() {
  const id = useId();
  const [busy, setBusy] = useState(false);

  const choose = async (language: Language) => {
    setBusy(true);
    rememberLanguage(language);
    await activateLanguage(language);
    setBusy(false);
  };

  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id}>
        <Trans id="language.label">Language</Trans>
      </label>
      <select
        id={id}
        value={i18n.locale}
        disabled={busy}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className="rounded-md border border-stone-300 bg-white px-2 py-1"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
