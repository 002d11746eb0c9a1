import type { Entry } from "./entry";

let next = 0;

/** An entry as entries.list answers it, with what a test says about it and the rest empty. */
export function testEntry(fields: Partial<Entry> = {}): Entry {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`,
    restaurant_name: `Place ${next}`,
    restaurant_address: null,
    restaurant_latitude: null,
    restaurant_longitude: null,
    location_precision: null,
    visit_date: "2025-01-01",
    rating: null,
    comment: null,
    what_you_had: null,
    would_get_again: null,
    things_to_remember: null,
    photoUrls: [],
    thumbnail_url: null,
    listed_since: null,
    ...fields,
  };
}
