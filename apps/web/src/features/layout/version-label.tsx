import { useLingui } from "@lingui/react/macro";

import { formatReleaseDate } from "../../lib/release-date";

/** The app's version and release date (docs/product.md §2), the date in the interface language. */
export function VersionLabel() {
  const { t, i18n } = useLingui();
  const version = __APP_VERSION__;
  const date = formatReleaseDate(__APP_RELEASE_DATE__, i18n.locale);
  return (
    <p className="text-xs text-muted-foreground">
      {t({ id: "layout.version", message: `Version ${version} · ${date}` })}
    </p>
  );
}
