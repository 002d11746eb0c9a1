import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { NotebookPen, Plus } from "lucide-react";

import { Button } from "../../components/ui/button";
import { trpc } from "../../lib/trpc";
import { EntryLimitWarning } from "../membership/entry-limit-warning";
import { Page } from "../shell/page";
import { EntriesLoadError } from "./entries-load-error";
import { EntriesSkeleton } from "./entries-skeleton";
import { EntryList } from "./entry-summary";
import { useViewMode } from "./view-mode";
import { ViewModeToggle } from "./view-mode-toggle";

/** Spec §2 /dashboard: the user's entries A–Z, as cards or a list. */
export function DashboardPage() {
  const { t } = useLingui();
  const [mode, setMode] = useViewMode();
  const entries = useQuery(trpc.entries.list.queryOptions());
  const layout = mode === "cards" ? "card" : "row";

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
      {entries.isPending && <EntriesSkeleton layout={layout} />}
      {entries.isError && (
        <EntriesLoadError onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
      )}
      {entries.data?.length === 0 && (
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
      {entries.data && entries.data.length > 0 && <EntryList entries={entries.data} layout={layout} />}
    </Page>
  );
}
