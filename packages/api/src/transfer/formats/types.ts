import type { Language } from "@bitelog/config";

import type { ImportCandidate } from "../import-entries";
import type { ZipFileEntry } from "../read-zip";

/** Which app a file came from, as the import's answer names it. */
export type ImportSource = "bitelog" | "google-takeout" | "foursquare" | "day-one" | "csv";

/** A place to try coming in: `ref` names it in the answer, `fields` is the places-to-try create payload. */
export interface PlaceCandidate {
  ref: string;
  fields: {
    restaurantName: string;
    restaurantAddress?: string | null;
    restaurantLatitude?: number | null;
    restaurantLongitude?: number | null;
    note?: string | null;
    sourceUrl?: string | null;
    listName?: string | null;
  };
}

/** The photo files of one candidate (from a ZIP), in order, and which of them is its thumbnail. */
export interface CandidatePhotos {
  files: ZipFileEntry[];
  thumbnail: number;
}

/** How Foursquare's liked / okay / disliked become stars; without it they give no rating. */
export interface VenueRatingMapping {
  liked: number;
  okay: number;
  disliked: number;
}

/** What the person chose in the preview, and what the account says about itself. */
export interface ReadOptions {
  language: Language;
  /** The account's IANA time zone, for dates written as instants (Takeout); UTC when unknown. */
  timeZone: string | null;
  /** What a journal file may be on the plan (see import-file). */
  maxJournalBytes: number;
  /** A CSV's rating scale; found from its values when not chosen. */
  ratingScale?: RatingScale;
  /** A CSV's columns by field, for files whose headers say nothing we know. */
  columns?: ColumnChoice;
  venueRatings?: VenueRatingMapping;
}

export type RatingScale = 5 | 10 | 100;

/** The field → header choice of form field `columns`. */
export type ColumnChoice = Partial<
  Record<"name" | "date" | "address" | "rating" | "comment" | "whatYouHad", string>
>;

/** What a format module makes of a file: visits, places to try, and a line of what was recognised. */
export interface FormatResult {
  source: ImportSource;
  candidates: ImportCandidate[];
  places: PlaceCandidate[];
  /** By candidate ref. */
  photos: Map<string, CandidatePhotos>;
  /** A CSV's columns that are not read. */
  ignoredColumns: string[];
  /** Visits left out as a whole, with why (a Day One entry without a location). */
  leftOut: { row: number; message: string }[];
  /** What was recognised, counted: e.g. { reviews: 214, savedLists: 3 }. */
  recognised: Record<string, number>;
  /** A CSV's rating scale as used. */
  ratingScale?: RatingScale;
}

export const emptyResult = (source: ImportSource): FormatResult => ({
  source,
  candidates: [],
  places: [],
  photos: new Map(),
  ignoredColumns: [],
  leftOut: [],
  recognised: {},
});
