import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { NotebookPen, Plus } from "lucide-react";
import { useMemo } from "react";

import { Button } from "../../components/ui/button";
import { OnThisDay } from "../insights/on-this-day";
import { arrangeJournal } from "../journal/arrange-journal";
import { EntriesSkeleton } from "../journal/entries-skeleton";
import { groupByPlace } from "../journal/same-place";
import { useViewMode } from "../journal/view-mode";
import { ViewModeToggle } from "../journal/view-mode-toggle";
import { EntryLimitWarning } from "../membership/entry-limit-warning";
import { useJournalList } from "../outbox/use-outbox";
import { Page } from "../shell/page";
import { EntriesLoadError } from "./entries-load-error";
import { JournalControls } from "./journal-controls";
import { useJournalArrangement } from "./use-journal-arrangement";
import { VirtualEntryList } from "./virtual-entry-list";

/**
 * docs/product.md §2, /dashboard: the user's entries, A–Z by default, as cards or a list; issue 19: other
 * orders and filters, a count, and the visits to each place, for journals of thousands.
 */
export function DashboardPage() {
  const { t } = useLingui();
  const [mode, setMode] = useViewMode();
  const [arrangement, arrange] = useJournalArrangement();
  const entries = useJournalList();
  const layout = mode === "cards" ? "card" : "row";
  const journal = entries.data;
  const shown = useMemo(() => (journal ? arrangeJournal(journal, arrangement) : []), [journal, arrangement]);
  const visits = useMemo(
    () => new Map([...groupByPlace(journal ?? [])].map(([id, place]) => [id, place.length])),
    [journal],
  );
  const filtered = arrangement.rating !== undefined || arrangement.photos !== undefined;

  return (
    <Page
      title={t({ id: "dashboard.title", message: "Your entries" })}
      actions={
        <>
          <ViewModeToggle value={mode} onChange={setMode} />
          <Button asChild>
            <Link to="/new">
              <Plus aria-hidden />
              <Trans id="dashboard.addEntry">Add entry</Trans>
            </Link>
          </Button>
        </>
      }
    >
      <EntryLimitWarning />
      <OnThisDay />
      {entries.isPending && <EntriesSkeleton layout={layout} />}
      {entries.isError && (
        <EntriesLoadError onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
      )}
      {journal?.length === 0 && (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-16 text-center">
          <NotebookPen className="size-12 text-primary" aria-hidden />
          <h2 className="text-xl font-semibold">
            <Trans id="dashboard.emptyTitle">Your journal is empty</Trans>
          </h2>
          <p className="max-w-md text-muted-foreground">
            <Trans id="dashboard.emptyText">Log the first restaurant you want to remember.</Trans>
          </p>
          <Button asChild size="lg">
            <Link to="/new">
              <Trans id="dashboard.addFirst">Add your first entry</Trans>
            </Link>
          </Button>
        </div>
      )}
      {journal && journal.length > 0 && (
        <>
          <JournalControls value={arrangement} onChange={arrange} />
          <p role="status" className="mb-3 text-sm text-muted-foreground">
            {filtered
              ? t({
                  id: "dashboard.countFiltered",
                  message: plural(journal.length, {
                    one: `${shown.length} of # entry`,
                    other: `${shown.length} of # entries`,
                  }),
                })
              : t({
                  id: "dashboard.count",
                  message: plural(journal.length, { one: "# entry", other: "# entries" }),
                })}
          </p>
          {shown.length > 0 ? (
            <VirtualEntryList entries={shown} layout={layout} visits={visits} />
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
              <p className="text-muted-foreground">
                <Trans id="dashboard.noMatches">No entries match these filters.</Trans>
              </p>
              <Button variant="outline" onClick={() => arrange({ sort: arrangement.sort })}>
                <Trans id="dashboard.clearFilters">Clear filters</Trans>
              </Button>
            </div>
          )}
        </>
      )}
    </Page>
  );
}
