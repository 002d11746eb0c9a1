import type { ColumnType, Generated, GeneratedAlways, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  firebase_uid: string | null;
  email: string | null;
  username: string;
  auth_provider: ColumnType<"firebase" | "legacy", "firebase" | "legacy" | undefined>;
  dark_mode: Generated<boolean>;
  tos_accepted: Generated<boolean>;
  tos_accepted_at: Date | null;
  preferred_language: Generated<string>;
  timezone: string | null;
  /** Bumped (by triggers) whenever the user's entries or photos change; see 0002_journal_version. */
  journal_version: Generated<number>;
  /** Photo tokens minted before the last bump are refused (logout bumps it); see 0013_photo_access. */
  photo_access_generation: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** How close an entry's coordinates are to the place: the place itself, or only its city. */
export type LocationPrecision = "exact" | "approximate";

export interface JournalEntriesTable {
  id: Generated<string>;
  user_id: string;
  restaurant_name: string;
  restaurant_address: string | null;
  restaurant_latitude: number | null;
  restaurant_longitude: number | null;
  /** Null exactly when there are no coordinates; kept by a trigger (see 0007_location_precision). */
  location_precision: ColumnType<LocationPrecision | null, LocationPrecision | null | undefined>;
  /** The address the server last geocoded, or tried to (see 0007_location_precision). */
  geocoded_address: ColumnType<string | null, string | null | undefined>;
  /** The town the address names, from the gazetteer, and its ISO 3166-1 alpha-2 country (0016_entry_places). */
  city: ColumnType<string | null, string | null | undefined>;
  country: ColumnType<string | null, string | null | undefined>;
  /** The address city and country were looked up for (0016_entry_places). */
  city_address: ColumnType<string | null, string | null | undefined>;
  /** A calendar date, read and written as "YYYY-MM-DD". */
  visit_date: string;
  rating: number | null;
  comment: string | null;
  /** The dishes of the visit (0011_dishes). */
  what_you_had: string | null;
  /** Whether they are worth ordering again; null when not said. */
  would_get_again: boolean | null;
  things_to_remember: string | null;
  thumbnail_photo_id: string | null;
  /** When the visit came from the places to try: since when the place had been on the list (0015). */
  listed_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Name, address, comment and the dishes' text, folded for search (see ../search.ts); written by the database. */
  search_document: GeneratedAlways<string>;
  /** The heading browse lists the entry under: a–z, or "#" (0008_accent_insensitive_search). */
  name_letter: GeneratedAlways<string>;
  /** The place the insights count: name and address, case and spaces aside (0018_insights_figures). */
  place_key: GeneratedAlways<string>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface EntryPhotosTable {
  id: Generated<string>;
  entry_id: string;
  /** Where the display version lives in photo storage. */
  storage_path: string;
  thumbnail_path: string;
  content_type: string;
  size_bytes: number;
  width: number;
  height: number;
  position: number;
  created_at: Generated<Date>;
}

export interface MembershipsTable {
  user_id: string;
  level: ColumnType<"free" | "member", "free" | "member" | undefined>;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  stripe_subscription_status: string | null;
  stripe_price_id: string | null;
  stripe_cancel_at_period_end: Generated<boolean>;
  stripe_subscription_current_period_end: Date | null;
  expiry_date: Date | null;
  /** The last number a sync with Stripe took, and the number of the sync whose read was written. */
  stripe_sync_requested: Generated<number>;
  stripe_sync_applied: Generated<number>;
  updated_at: Timestamp;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: Generated<Date>;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Date;
  hits: number;
}

export interface PhotoFileCleanupTable {
  path: string;
  due_at: Date;
}

export interface ShareLinksTable {
  id: Generated<string>;
  entry_id: string;
  /** SHA-256 of the link's token: what a visitor's token is looked up by. */
  token_hash: Buffer;
  /** The token sealed for its owner (AES-GCM under a server secret): nonce, tag and ciphertext. */
  token_sealed: Buffer;
  created_at: Generated<Date>;
}

/** A change sent with a key, and the answer it was given (see migration 0012). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  /** The procedure the key was first used with: the same key for another one is refused. */
  operation: string;
  /** The answer as JSON: written as text, read parsed (null until the change is done). */
  answer: ColumnType<unknown, string | null, string | null>;
  created_at: Generated<Date>;
}

/** A deleted account's identity-provider uid, which never gets an account again (see migration 0014). */
export interface DeletedIdentitiesTable {
  uid: string;
  deleted_at: Generated<Date>;
}

/** A place on an account's list of places to try (issue 33, migration 0015_places_to_try). */
export interface PlacesToTryTable {
  id: Generated<string>;
  user_id: string;
  restaurant_name: string;
  restaurant_address: string | null;
  restaurant_latitude: number | null;
  restaurant_longitude: number | null;
  /** As journal_entries': kept by a trigger with the coordinates. */
  location_precision: ColumnType<LocationPrecision | null, LocationPrecision | null | undefined>;
  /** As journal_entries': the address the server last geocoded, or tried to. */
  geocoded_address: ColumnType<string | null, string | null | undefined>;
  note: string | null;
  /** Where the place was found (a Google Maps link, say); never fetched by the server. */
  source_url: string | null;
  /** The list it came from (a Google Maps list's name, say). */
  list_name: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  /** Null while on the list; when it became a visit otherwise. */
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The visit it became, while that visit exists. */
  removed_for_entry_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Bumped (by triggers) whenever an account's entries change, towns included (0018_insights_figures). */
export interface InsightsVersionsTable {
  user_id: string;
  version: number;
}

/** An account's insights of a period as made at a version of its entries (0018_insights_figures). */
export interface InsightsFiguresTable {
  user_id: string;
  /** The year, or 0 for all time. */
  period: number;
  version: number;
  figures: unknown;
}

export interface Database {
  users: UsersTable;
  journal_entries: JournalEntriesTable;
  entry_photos: EntryPhotosTable;
  memberships: MembershipsTable;
  stripe_events: StripeEventsTable;
  rate_limit_counters: RateLimitCountersTable;
  photo_file_cleanup: PhotoFileCleanupTable;
  share_links: ShareLinksTable;
  idempotency_keys: IdempotencyKeysTable;
  deleted_identities: DeletedIdentitiesTable;
  places_to_try: PlacesToTryTable;
  insights_versions: InsightsVersionsTable;
  insights_figures: InsightsFiguresTable;
}

export type User = Selectable<UsersTable>;
export type JournalEntry = Selectable<JournalEntriesTable>;
export type EntryPhoto = Selectable<EntryPhotosTable>;
export type Membership = Selectable<MembershipsTable>;
export type ShareLink = Selectable<ShareLinksTable>;
export type PlaceToTryRow = Selectable<PlacesToTryTable>;
