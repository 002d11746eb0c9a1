import type { MessageDescriptor } from "@bitelog/i18n/server";

/**
 * The shared visit page's text, in the web app's catalogs (packages/i18n extracts these
 * descriptors through their i18n comments; the server has no macro step).
 */
export const shareMessages = {
  visited: /*i18n*/ { id: "share.page.visited", message: "Visited on {date}" },
  rated: /*i18n*/ { id: "share.page.rated", message: "Rated {rating} out of 5" },
  notRated: /*i18n*/ { id: "share.page.notRated", message: "Not rated" },
  openMap: /*i18n*/ { id: "share.page.openMap", message: "Open in OpenStreetMap" },
  map: /*i18n*/ { id: "share.page.map", message: "Map of the area, the restaurant at its centre" },
  mapApproximate: /*i18n*/ {
    id: "share.page.mapApproximate",
    message: "Map of the town, the restaurant somewhere in the circle",
  },
  photos: /*i18n*/ { id: "share.page.photos", message: "Photos" },
  photoAlt: /*i18n*/ { id: "share.page.photoAlt", message: "Photo {number} of {restaurant}" },
  keptWith: /*i18n*/ { id: "share.page.keptWith", message: "Kept with Bitelog" },
  previewAlt: /*i18n*/ { id: "share.page.previewAlt", message: "Bitelog, a personal restaurant journal" },
  notFoundTitle: /*i18n*/ { id: "share.page.notFoundTitle", message: "This visit is not shared" },
  notFoundText: /*i18n*/ {
    id: "share.page.notFoundText",
    message: "The link may be mistyped, or its owner has stopped sharing it.",
  },
} satisfies Record<string, MessageDescriptor>;
