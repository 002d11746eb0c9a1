import type Stripe from "stripe";

import type { Params } from "./params";
import { invalidRequest, noSuch } from "../errors";
import { optionalInteger, optionalString } from "./params";

/** One page of `items` (newest first) with Stripe's limit / starting_after / ending_before cursor. */
export function listPage<T extends { id: string }>(
  items: T[],
  params: Params,
  url: string,
): Stripe.ApiList<T> {
  const limit = optionalInteger(params, "limit") ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest("Invalid limit: must be between 1 and 100", "limit");
  const position = (name: string) => {
    const id = optionalString(params, name);
    if (id === undefined) return undefined;
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw noSuch("object", id, name);
    return index;
  };
  const after = position("starting_after");
  const before = position("ending_before");
  const end = before ?? items.length;
  const start = before === undefined ? (after ?? -1) + 1 : Math.max(0, end - limit);
  const data = items.slice(start, Math.min(end, start + limit));
  const hasMore = before === undefined ? start + limit < end : start > 0;
  return { object: "list", data, has_more: hasMore, url };
}
