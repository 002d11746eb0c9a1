/** The addresses a share page links to: all under /s/<token>, so each one dies with the link. */
export function sharePaths(token: string) {
  const page = `/s/${token}`;
  return {
    page,
    photo: (photoId: string, size: "display" | "thumbnail") =>
      `${page}/photos/${photoId}${size === "thumbnail" ? "/thumbnail" : ""}`,
  };
}

/** OpenStreetMap's zoom for a street, and for a town (where an approximate position is). */
const STREET_ZOOM = 17;
const TOWN_ZOOM = 13;

/**
 * OpenStreetMap at the coordinates (a marker on the restaurant, or the town around an approximate
 * position, which a marker would claim to be exact), else a search for the address; null with neither.
 */
export function openStreetMapUrl(entry: {
  latitude: number | null;
  longitude: number | null;
  approximate?: boolean;
  restaurantAddress: string | null;
}): string | null {
  if (entry.latitude !== null && entry.longitude !== null) {
    const [lat, lon] = [entry.latitude.toFixed(5), entry.longitude.toFixed(5)];
    if (entry.approximate) return `https://www.openstreetmap.org/#map=${TOWN_ZOOM}/${lat}/${lon}`;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${STREET_ZOOM}/${lat}/${lon}`;
  }
  if (entry.restaurantAddress) {
    return `https://www.openstreetmap.org/search?query=${encodeURIComponent(entry.restaurantAddress)}`;
  }
  return null;
}

/** A request path as logs may keep it: a share token opens the page, so it is left out. */
export function loggedPath(path: string): string {
  return path.replace(/^\/s\/[^/]+/, "/s/:token");
}
