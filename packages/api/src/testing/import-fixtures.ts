import { ZipArchive } from "archiver";

/**
 * Files as other apps write them, for the tests and benchmarks of the import (issue 34): written
 * here from what each app's export holds, not copied from anyone's export.
 */

/** A ZIP of the given files (path → content), as archiver writes it. */
export async function zipOf(files: Record<string, Buffer | string>, level = 6): Promise<Buffer> {
  const zip = new ZipArchive({ zlib: { level } });
  const chunks: Buffer[] = [];
  zip.on("data", (chunk: Buffer) => chunks.push(chunk));
  for (const [name, data] of Object.entries(files)) zip.append(data, { name });
  await zip.finalize();
  return Buffer.concat(chunks);
}

/** A place as Google Maps writes it in Takeout; `point` is GeoJSON's [longitude, latitude]. */
export interface TakeoutPlace {
  name: string;
  address?: string;
  point?: [number, number];
  /** ISO 8601 instant. */
  date?: string;
  url?: string;
}

export interface TakeoutReview extends TakeoutPlace {
  rating?: number;
  text?: string;
  questions?: { question: string; rating?: number; selected_option?: string }[];
}

export interface TakeoutSavedPlace extends TakeoutPlace {
  comment?: string;
}

/** A row of a saved list's CSV (Title,Note,URL,Tags,Comment). */
export interface TakeoutListRow {
  title: string;
  note?: string;
  url?: string;
  comment?: string;
}

function feature(place: TakeoutPlace, properties: Record<string, unknown>) {
  return {
    type: "Feature",
    // Google writes [0, 0] for a place it has no point for.
    geometry: { type: "Point", coordinates: place.point ?? [0, 0] },
    properties: {
      date: place.date ?? "2024-01-01T12:00:00Z",
      google_maps_url: place.url ?? `http://maps.google.com/?cid=${place.name.length}`,
      location: {
        name: place.name,
        ...(place.address ? { address: place.address } : {}),
        country_code: "US",
      },
      ...properties,
    },
  };
}

/** `Maps (your places)/Reviews.json`: a GeoJSON FeatureCollection of reviews. */
export function takeoutReviewsJson(reviews: readonly TakeoutReview[]): string {
  return JSON.stringify({
    type: "FeatureCollection",
    features: reviews.map((review) =>
      feature(review, {
        ...(review.rating === undefined ? {} : { five_star_rating_published: review.rating }),
        // Google writes an empty text for a rating without words.
        review_text_published: review.text ?? "",
        ...(review.questions ? { questions: review.questions } : {}),
      }),
    ),
  });
}

/** `Maps (your places)/Saved Places.json`: the starred places. */
export function takeoutSavedPlacesJson(places: readonly TakeoutSavedPlace[]): string {
  return JSON.stringify({
    type: "FeatureCollection",
    features: places.map((place) => feature(place, place.comment ? { Comment: place.comment } : {})),
  });
}

const csvCell = (text = "") => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** `Saved/<list>.csv`: its header, the blank row Google writes after it, then the places. */
export function takeoutSavedListCsv(rows: readonly TakeoutListRow[]): string {
  return [
    "Title,Note,URL,Tags,Comment",
    ",,,,",
    ...rows.map((row) => [row.title, row.note, row.url, "", row.comment].map(csvCell).join(",")),
  ].join("\n");
}

/**
 * A Google Takeout ZIP as Google delivers it: the reviews and saved places under
 * `Takeout/Maps (your places)/`, each saved list under `Takeout/Saved/`, and the archive's index page.
 */
export function takeoutArchive(content: {
  reviews?: readonly TakeoutReview[];
  savedPlaces?: readonly TakeoutSavedPlace[];
  lists?: Record<string, readonly TakeoutListRow[]>;
}): Promise<Buffer> {
  const files: Record<string, string> = { "Takeout/archive_browser.html": "<html></html>" };
  if (content.reviews) files["Takeout/Maps (your places)/Reviews.json"] = takeoutReviewsJson(content.reviews);
  if (content.savedPlaces) {
    files["Takeout/Maps (your places)/Saved Places.json"] = takeoutSavedPlacesJson(content.savedPlaces);
  }
  for (const [name, rows] of Object.entries(content.lists ?? {})) {
    files[`Takeout/Saved/${name}.csv`] = takeoutSavedListCsv(rows);
  }
  return zipOf(files);
}
