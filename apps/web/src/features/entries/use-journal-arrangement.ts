import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useMemo } from "react";

import type { JournalArrangement } from "../journal/journal-arrangement";
import { isDefaultArrangement, readArrangement, withoutDefaults } from "../journal/journal-arrangement";

/** Remembered in local storage like the view mode (docs/product.md §3), beside it. */
const STORAGE_KEY = "bitelog-dashboard-arrangement";
const dashboard = getRouteApi("/_app/dashboard");

function remembered(): JournalArrangement {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored ? readArrangement(JSON.parse(stored)) : {};
  } catch {
    return {};
  }
}

function remember(arrangement: JournalArrangement): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(arrangement));
  } catch {
    // Not remembered, still shown.
  }
}

/**
 * The dashboard's order and filters: the URL's whenever it names any, defaults included (so Back
 * and a shared link keep them, and `?sort=name` means by name), else the ones last chosen, which the
 * URL then shows. Choosing replaces the URL rather than adding to the history, so Back leaves the
 * dashboard instead of stepping through the choices.
 */
export function useJournalArrangement(): [JournalArrangement, (next: JournalArrangement) => void] {
  const { sort, rating, photos, again } = dashboard.useSearch();
  const navigate = dashboard.useNavigate();
  const inUrl = [sort, rating, photos, again].some((value) => value !== undefined);
  const arrangement = useMemo(
    () => (inUrl ? withoutDefaults({ sort, rating, photos, again }) : remembered()),
    [inUrl, sort, rating, photos, again],
  );

  useEffect(() => {
    if (inUrl) remember(withoutDefaults({ sort, rating, photos, again }));
    else {
      const last = remembered();
      if (!isDefaultArrangement(last)) void navigate({ search: last, replace: true });
    }
  }, [inUrl, sort, rating, photos, again, navigate]);

  const choose = (next: JournalArrangement) => {
    remember(withoutDefaults(next));
    void navigate({ search: withoutDefaults(next), replace: true });
  };
  return [arrangement, choose];
}
