import type { Entry, EntryFields } from "./entry";

/** An entry as the edit form starts from it. */
export function formFieldsOf(entry: Entry): EntryFields {
  return {
    restaurantName: entry.restaurant_name,
    restaurantAddress: entry.restaurant_address ?? "",
    restaurantLatitude: entry.restaurant_latitude,
    restaurantLongitude: entry.restaurant_longitude,
    visitDate: entry.visit_date,
    rating: entry.rating,
    comment: entry.comment ?? "",
    whatYouHad: entry.what_you_had ?? "",
    wouldGetAgain: entry.would_get_again,
    thingsToRemember: entry.things_to_remember ?? "",
  };
}
