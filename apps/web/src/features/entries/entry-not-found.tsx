import { Trans, useLingui } from "@lingui/react/macro";
import { FileX } from "lucide-react";

import { BackToDashboard } from "../shell/back-to-dashboard";
import { Page } from "../shell/page";

/**
 * docs/product.md §2, /entry/{id} for an id the journal does not hold (never created, deleted, or another's).
 */
export function EntryNotFound() {
  const { t } = useLingui();
  return (
    <Page
      title={t({ id: "errors.entryNotFound", message: "This entry does not exist." })}
      before={<BackToDashboard />}
    >
      <div className="flex max-w-xl items-start gap-3 text-muted-foreground">
        <FileX className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>
          <Trans id="entry.notFoundText">It may have been deleted, or the link is wrong.</Trans>
        </p>
      </div>
    </Page>
  );
}
