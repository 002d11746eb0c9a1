import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";

import { SearchPage } from "../../features/entries/search-page";

export const Route = createFileRoute("/_app/search")({
  validateSearch: z.object({ q: z.string().max(200).optional().catch(undefined) }),
  component: SearchRoute,
});

function SearchRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage term={q ?? ""} onSearch={(term) => void navigate({ search: term ? { q: term } : {} })} />
  );
}
