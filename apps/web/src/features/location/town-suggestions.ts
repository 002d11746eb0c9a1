import type { RouterOutputs } from "@bitelog/api";

import type { OpenSuggestion } from "./photon";

type Town = RouterOutputs["entries"]["townSuggestions"][number];

/**
 * A town of the server's gazetteer as a suggestion of the address field: what was typed before the
 * town is kept ("12 rue de Rivoli, Par" → "12 rue de Rivoli, Paris, France"). It carries no
 * position: the server places the saved entry at the town's centre, approximately, which
 * `approximate` ("Town centre (approximate)") says.
 */
export function townSuggestion(town: Town, typed: string, approximate: string): OpenSuggestion {
  const before = typed
    .split(",")
    .slice(0, -1)
    .map((part) => part.trim())
    .filter(Boolean);
  const where = [town.region, town.country].filter((part): part is string => Boolean(part));
  return {
    id: `town-${town.id}`,
    mainText: town.name,
    secondaryText: [where.join(", "), approximate].filter(Boolean).join(" · "),
    source: "town",
    place: { address: [...before, town.name, ...where].join(", "), latitude: null, longitude: null },
  };
}
