import type { HtmlEscapedString } from "hono/utils/html";
// Not named `html`, so that Prettier leaves the markup as written (it reformats html`` templates).
import { html as markup, raw } from "hono/html";

import type { SharedEntry } from "@bitelog/api/server";
import type { Language } from "@bitelog/config";
import type { I18n } from "@bitelog/i18n/server";

import { locationMap } from "./location-map";
import { shareMessages as m } from "./messages";
import { openStreetMapUrl, sharePaths } from "./share-urls";
import { SHARE_PAGE_CSS } from "./styles";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const DESCRIPTION_LENGTH = 160;

function formatDate(visitDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${visitDate}T00:00:00Z`),
  );
}

function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/** The stylesheet goes in as one piece: its text must match the hash the page's policy allows. */
function layout(options: { language: Language; title: string; head: Html; body: Html }): Html {
  return markup`<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="color-scheme" content="light dark">
<title>${options.title}</title>
${options.head}
${raw(`<style>${SHARE_PAGE_CSS}</style>`)}
</head>
<body>
${options.body}
</body>
</html>`;
}

function footer(lingui: I18n): Html {
  return markup`<footer><a href="/">${lingui._(m.keptWith)}</a></footer>`;
}

function rating(lingui: I18n, value: number | null): Html {
  if (value === null) return markup`${lingui._(m.notRated)}`;
  const label = lingui._({ ...m.rated, values: { rating: value } });
  return markup`<span class="stars" role="img" aria-label="${label}">${"★".repeat(value)}${"☆".repeat(5 - value)}</span>`;
}

/**
 * The display versions on wider screens; on a phone, the thumbnails (a 3× phone would otherwise
 * fetch the display versions, several times the bytes), each linked to its display version. The
 * first, the page's largest picture, loads at once and before the rest; the others as they scroll in.
 */
function photos(lingui: I18n, entry: SharedEntry, token: string): Html {
  if (entry.photos.length === 0) return markup``;
  const paths = sharePaths(token);
  const items = entry.photos.map((photo, index) => {
    const display = paths.photo(photo.id, "display");
    const alt = lingui._({ ...m.photoAlt, values: { number: index + 1, restaurant: entry.restaurantName } });
    const first = index === 0;
    return markup`<li><a href="${display}"><picture><source media="(max-width: 40rem)" srcset="${paths.photo(photo.id, "thumbnail")}"><img src="${display}" width="${photo.width}" height="${photo.height}" alt="${alt}" loading="${first ? "eager" : "lazy"}" fetchpriority="${first ? "high" : "auto"}" decoding="async"></picture></a></li>`;
  });
  return markup`<h2>${lingui._(m.photos)}</h2>
<ul class="photos">${items}</ul>`;
}

function address(lingui: I18n, entry: SharedEntry): Html {
  const mapsUrl = openStreetMapUrl(entry);
  if (!mapsUrl) return markup``;
  return markup`<p class="facts"><a href="${mapsUrl}" rel="noopener noreferrer">${entry.restaurantAddress ?? lingui._(m.openMap)}</a></p>`;
}

/**
 * The coastlines around the place, inline (no tile host), when it has coordinates: a pin at the
 * centre, or for an approximate position its town at a town's scale with a circle.
 */
function map(lingui: I18n, entry: SharedEntry): Html {
  if (entry.latitude === null || entry.longitude === null) return markup``;
  const { width, height, land, mark } = locationMap(entry.latitude, entry.longitude, entry.approximate);
  const [x, y] = [width / 2, height / 2];
  const centre =
    mark.kind === "town"
      ? markup`<circle class="town" cx="${x}" cy="${y}" r="${mark.radius}"/>`
      : markup`<circle class="pin" cx="${x}" cy="${y}" r="7"/>`;
  const label = lingui._(mark.kind === "town" ? m.mapApproximate : m.map);
  return markup`<svg class="map" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}"><rect class="water" width="${width}" height="${height}"/><path class="land" fill-rule="evenodd" d="${land}"/>${centre}</svg>`;
}

/** The web app's icon (apps/web/public/icons), for a visit without photos. */
const APP_ICON = { path: "/icons/icon-512.png", width: 512, height: 512 };

/**
 * What a link preview shows: the cover photo's display version, whose size is known exactly, or the
 * app's icon when the visit has no photo (a preview without a picture looks broken in chats).
 */
function previewImage(lingui: I18n, entry: SharedEntry, token: string, base: string) {
  const index = entry.photos.findIndex((photo) => photo.id === entry.coverPhotoId);
  const cover = entry.photos[index];
  if (!cover)
    return { ...APP_ICON, url: `${base}${APP_ICON.path}`, alt: lingui._(m.previewAlt), large: false };
  return {
    url: `${base}${sharePaths(token).photo(cover.id, "display")}`,
    width: cover.width,
    height: cover.height,
    alt: lingui._({ ...m.photoAlt, values: { number: index + 1, restaurant: entry.restaurantName } }),
    large: true,
  };
}

export interface SharePageInput {
  entry: SharedEntry;
  token: string;
  language: Language;
  lingui: I18n;
  /** PUBLIC_URL: Open Graph wants absolute addresses. */
  publicUrl: string;
}

/** The shared visit: readable without JavaScript, with the tags a chat's link preview reads. */
export function renderSharePage({ entry, token, language, lingui, publicUrl }: SharePageInput): Html {
  const base = publicUrl.replace(/\/+$/, "");
  const paths = sharePaths(token);
  const visited = lingui._({ ...m.visited, values: { date: formatDate(entry.visitDate, language) } });
  const rated =
    entry.rating === null ? lingui._(m.notRated) : lingui._({ ...m.rated, values: { rating: entry.rating } });
  const description = excerpt(
    [visited, rated, entry.comment ?? ""].filter(Boolean).join(" · "),
    DESCRIPTION_LENGTH,
  );
  const image = previewImage(lingui, entry, token, base);
  const head = markup`<meta name="description" content="${description}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Bitelog">
<meta property="og:locale" content="${language}">
<meta property="og:title" content="${entry.restaurantName}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${base}${paths.page}">
<meta property="og:image" content="${image.url}">
<meta property="og:image:width" content="${image.width}">
<meta property="og:image:height" content="${image.height}">
<meta property="og:image:alt" content="${image.alt}">
<meta name="twitter:card" content="${image.large ? "summary_large_image" : "summary"}">
<meta name="twitter:title" content="${entry.restaurantName}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:image" content="${image.url}">
<meta name="twitter:image:alt" content="${image.alt}">`;
  const body = markup`<main>
<article>
<h1>${entry.restaurantName}</h1>
<p class="facts"><time datetime="${entry.visitDate}">${visited}</time> · ${rating(lingui, entry.rating)}</p>
${address(lingui, entry)}
${entry.comment ? markup`<p class="comment">${entry.comment}</p>` : ""}
${map(lingui, entry)}
${photos(lingui, entry, token)}
</article>
</main>
${footer(lingui)}`;
  return layout({ language, title: `${entry.restaurantName} · Bitelog`, head, body });
}

/** Unknown, revoked or deleted: one page for all, naming nothing. */
export function renderNotFoundPage(language: Language, lingui: I18n): Html {
  return layout({
    language,
    title: `${lingui._(m.notFoundTitle)} · Bitelog`,
    head: markup``,
    body: markup`<main>
<h1>${lingui._(m.notFoundTitle)}</h1>
<p>${lingui._(m.notFoundText)}</p>
</main>
${footer(lingui)}`,
  });
}
