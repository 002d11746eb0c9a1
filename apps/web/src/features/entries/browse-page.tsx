import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";

import { BROWSE_LETTERS, BROWSE_OTHER } from "@bitelog/config";

import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { trpc } from "../../lib/trpc";
import { Page } from "../shell/page";
import { EntriesLoadError } from "./entries-load-error";
import { EntriesSkeleton } from "./entries-skeleton";
import { EntryList } from "./entry-summary";

/**
 * docs/product.md §2, /browse: an a–z navigator, with "#" for names that begin with no letter, beside the
 * entries under one letter (the first with entries by default).
 */
export function BrowsePage({ letter }: { letter: string | undefined }) {
  const { t } = useLingui();
  const browse = useQuery(trpc.entries.browse.queryOptions(letter ? { letter } : {}));
  const letters = new Set(browse.data?.letters);
  const shown = browse.data?.letter ?? letter ?? null;
  const otherLabel = t({ id: "browse.otherLetter", message: "Names that begin with no letter" });

  return (
    <Page title={t({ id: "browse.title", message: "Browse your recalls" })}>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
        <nav
          aria-label={t({ id: "browse.alphabet", message: "Letters" })}
          className="md:sticky md:top-6 md:self-start"
        >
          <ul className="flex flex-wrap gap-1 md:grid md:grid-cols-2 md:gap-1">
            {BROWSE_LETTERS.map((character) => {
              const has = letters.has(character);
              return (
                <li key={character}>
                  <Link
                    to="/browse"
                    search={{ letter: character }}
                    aria-current={character === shown ? "page" : undefined}
                    aria-label={character === BROWSE_OTHER ? otherLabel : undefined}
                    title={character === BROWSE_OTHER ? otherLabel : undefined}
                    aria-disabled={!has || undefined}
                    tabIndex={has ? undefined : -1}
                    className={cn(
                      "flex size-9 items-center justify-center rounded-md text-sm font-semibold uppercase",
                      has ? "hover:bg-accent" : "pointer-events-none text-muted-foreground/50",
                      character === shown && "bg-primary text-primary-foreground hover:bg-primary",
                    )}
                  >
                    {character}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section aria-live="polite" className="flex flex-col gap-4">
          {browse.isPending && <EntriesSkeleton layout="row" />}
          {browse.isError && (
            <EntriesLoadError onRetry={() => void browse.refetch()} retrying={browse.isFetching} />
          )}
          {browse.data?.letters.length === 0 && (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-8">
              <p>
                <Trans id="browse.emptyJournal">Nothing to browse yet: your journal has no entries.</Trans>
              </p>
              <Button asChild>
                <Link to="/new">
                  <Trans id="dashboard.addFirst">Add your first entry</Trans>
                </Link>
              </Button>
            </div>
          )}
          {browse.data && browse.data.letters.length > 0 && shown && (
            <>
              <h2 className="text-2xl font-semibold uppercase">
                {shown === BROWSE_OTHER ? (
                  <>
                    <span aria-hidden>{BROWSE_OTHER}</span>
                    <span className="sr-only">{otherLabel}</span>
                  </>
                ) : (
                  shown
                )}
              </h2>
              {browse.data.entries.length === 0 ? (
                <p className="text-muted-foreground">
                  <Trans id="browse.emptyLetter">No restaurants start with this letter.</Trans>
                </p>
              ) : (
                <EntryList entries={browse.data.entries} layout="row" heading="h3" />
              )}
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
