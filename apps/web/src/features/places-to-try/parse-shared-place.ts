/** What a shared Maps link or text says about a place; every part may be missing. */
export interface SharedPlace {
  name: string | null;
  latitude: number | null;
  longitude: number | null;
  /** A search the link asks for (its `q=`) when it names no coordinates, to look up with the place search. */
  query: string | null;
  /** The link itself, kept as the place's source. */
  sourceUrl: string | null;
}

const URL_PATTERN = /https?:\/\/\S+/i;
const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

function coordinates(latitude: string, longitude: string): { latitude: number; longitude: number } | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

/** `+` and percent-escapes of a path segment, which URL leaves encoded. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment.replace(/\+/g, " ")).trim();
  } catch {
    return segment.replace(/\+/g, " ").trim();
  }
}

/**
 * A Google Maps link's place: `!3d<lat>!4d<lng>` in its data is the place's own position, so it
 * wins over `@lat,lng` (where the map was centred); `/maps/place/<Name>/` names it; `q=` is either
 * coordinates or a search. Short links (maps.app.goo.gl) hold none of these: only the link is kept,
 * since the server never fetches a user's URL and the browser may not follow it across origins.
 */
function readMapsUrl(url: URL): Omit<SharedPlace, "sourceUrl"> {
  const place: Omit<SharedPlace, "sourceUrl"> = { name: null, latitude: null, longitude: null, query: null };
  const path = url.pathname;
  const named = /\/maps\/place\/([^/]+)/.exec(path);
  if (named?.[1]) place.name = decodeSegment(named[1]) || null;
  const full = `${path}${url.search}`;
  const exact = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(full);
  const centre = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(path);
  const found = exact ?? centre;
  const position = found?.[1] && found[2] ? coordinates(found[1], found[2]) : null;
  const q = url.searchParams.get("q") ?? url.searchParams.get("query");
  const qPosition = q ? COORDINATES.exec(q) : null;
  const fromQ = qPosition?.[1] && qPosition[2] ? coordinates(qPosition[1], qPosition[2]) : null;
  const chosen = position ?? fromQ;
  if (chosen) Object.assign(place, chosen);
  if (q && !fromQ && q.trim()) place.query = q.trim();
  return place;
}

/**
 * Reads what was shared to the app or pasted: a link, a text holding one ("Name\nhttps://…", as
 * Google Maps shares), and the share sheet's title. Pure: nothing is fetched.
 */
export function parseSharedPlace(shared: { title?: string; text?: string; url?: string }): SharedPlace {
  const text = shared.text?.trim() ?? "";
  // An empty url field (some share sheets send one) does not hide a link in the text.
  const link = [shared.url?.trim(), URL_PATTERN.exec(text)?.[0]].find(Boolean) ?? null;
  const rest = text
    .replace(link ?? "", "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const parsed = link && URL.canParse(link) ? new URL(link) : null;
  const fromUrl = parsed ? readMapsUrl(parsed) : { name: null, latitude: null, longitude: null, query: null };
  return {
    ...fromUrl,
    name: fromUrl.name ?? [shared.title?.trim(), rest[0]].find(Boolean) ?? null,
    sourceUrl: parsed ? parsed.href : null,
  };
}
