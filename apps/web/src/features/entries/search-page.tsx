import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { BookA, Plus, Search } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { MatchingPlaces } from "../places-to-try/matching-places";
import { Page } from "../shell/page";
import { SearchResults } from "./search-results";

/**
 * docs/product.md §2, /search: results only after a search is submitted; the term lives in the URL. The
 * places to try that match follow the entries, in their own section (issue 33).
 */
export function SearchPage({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const { t } = useLingui();
  const inputId = useId();
  const [draft, setDraft] = useState(term);

  return (
    <Page title={t({ id: "search.title", message: "Search" })}>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="flex flex-col gap-6">
          <form
            role="search"
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onSearch(draft.trim());
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              <Trans id="search.label">Search your entries</Trans>
            </label>
            <Input
              id={inputId}
              type="search"
              value={draft}
              maxLength={200}
              placeholder={t({ id: "search.placeholder", message: "Restaurant, dish, street…" })}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit">
              <Search aria-hidden />
              <Trans id="search.submit">Search</Trans>
            </Button>
          </form>
          {term.trim() ? (
            // A new term starts afresh: its own pages, and no focus left waiting for an old answer.
            <>
              <SearchResults key={term} term={term} />
              <MatchingPlaces term={term} />
            </>
          ) : (
            <p className="text-muted-foreground">
              <Trans id="search.instructions">
                Search the names, addresses, comments, dishes and notes of your entries. Type a word and press
                Search.
              </Trans>
            </p>
          )}
        </div>
        <nav
          aria-label={t({ id: "search.related", message: "More ways to find entries" })}
          className="flex flex-col gap-2 lg:border-l lg:border-border lg:pl-6"
        >
          <Button variant="ghost" asChild className="justify-start">
            <Link to="/new">
              <Plus aria-hidden />
              <Trans id="dashboard.addEntry">Add entry</Trans>
            </Link>
          </Button>
          <Button variant="ghost" asChild className="justify-start">
            <Link to="/browse">
              <BookA aria-hidden />
              <Trans id="nav.browse">Browse</Trans>
            </Link>
          </Button>
        </nav>
      </div>
    </Page>
  );
}
