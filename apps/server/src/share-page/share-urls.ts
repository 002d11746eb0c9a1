/** The addresses a share page links to: all under /s/<token>, so each one dies with the link. */
export function sharePaths(token: string) {
  const page = `/s/${token}`;
  return {
    page,
    photo: (photoId: string, size: "display" | "thumbnail") =>
      `${page}/photos/${photoId}${size === "thumbnail" ? "/thumbnail" : ""}`,
  };
}

/** OpenStreetMap at the coordinates, else a search for the address; null with neither. */
export function openStreetMapUrl(entry: {
  latitude: number | null;
  longitude: number | null;
  restaurantAddress: string | null;
}): string | null {
  if (entry.latitude !== null && entry.longitude !== null) {
    const [lat, lon] = [entry.latitude.toFixed(5), entry.longitude.toFixed(5)];
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
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
