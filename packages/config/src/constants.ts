/** Business constants of docs/product.md §9 that are not plans or languages. */

export const PRODUCT_NAME = "Bitelog";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export const PASSWORD_MIN_LENGTH = 8;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * The longest text each entry field takes (docs/product.md §5 for name, address and comment; issue 18 for the
 * dishes).
 */
export const ENTRY_TEXT_LIMITS = {
  restaurantName: 200,
  restaurantAddress: 500,
  comment: 5000,
  whatYouHad: 1000,
  thingsToRemember: 2000,
} as const;

/** The text of a place to try (issue 33) besides the name and address it shares with entries. */
export const PLACE_TEXT_LIMITS = {
  note: 2000,
  sourceUrl: 2048,
  listName: 200,
} as const;

/**
 * The most one entry can take in a journal.json or CSV: every text field at its limit, each
 * character written as a JSON escape (`\uXXXX`, six bytes), and room for the other fields and
 * its photos' paths.
 */
const MAX_ENTRY_FILE_BYTES =
  6 * Object.values(ENTRY_TEXT_LIMITS).reduce((sum, limit) => sum + limit, 0) + 4 * 1024;

/** What one import takes (issue 18): a journal of many years with its photos, not a script's flood. */
export const IMPORT_LIMITS = {
  maxEntries: 10_000,
  /** The uploaded file, written to a temporary file as it arrives. */
  maxFileBytes: 100 * 1024 * 1024,
  /** A ZIP's files, and what they unpack to. */
  maxZipFiles: 30_000,
  maxUnpackedBytes: 200 * 1024 * 1024,
  /**
   * What a journal.json or CSV may be (issue 30), read whole and parsed: on a plan with an entry
   * limit, that many entries at their largest; on an unlimited plan, a long journal of ordinary
   * entries.
   */
  maxEntryFileBytes: MAX_ENTRY_FILE_BYTES,
  maxUnlimitedJournalBytes: 32 * 1024 * 1024,
} as const;

export const TIMINGS = {
  idleLogoutMs: 10 * MINUTE,
  tokenRefreshIntervalMs: 30 * MINUTE,
  tokenNearExpiryMs: 5 * MINUTE,
  entryListStaleMs: 5 * MINUTE,
  fakeSignUpDelayMs: 1 * SECOND,
  upgradeToastMs: 8 * SECOND,
  actionSuccessRedirectMs: 3000,
  verifiedRedirectMs: 1500,
  authEventCacheMs: 10 * MINUTE,
  /** How often /verify-email looks for a verification made elsewhere while visible. */
  verificationCheckMs: 5 * SECOND,
  /** How often changes made offline are tried again while they wait (a server failure passes). */
  outboxRetryMs: 1 * MINUTE,
  /** When a sign-in exchange the server failed (5xx) is tried again, the session held meanwhile. */
  exchangeRetryMs: 10 * SECOND,
  /** Issue 32: how long a deleted entry waits on the device, with Undo, before it is sent. */
  undoDeleteMs: 8 * SECOND,
} as const;

/**
 * Issue 30: the photo token of image URLs (`?token=`), which opens photos and
 * nothing else. The web app asks for a new one well before the old one ends.
 */
export const PHOTO_ACCESS = {
  tokenLifetimeMs: 60 * MINUTE,
  refreshMs: 45 * MINUTE,
  /** How long logout waits for the server to end the tokens (it goes on without, e.g. offline). */
  endTimeoutMs: 5 * SECOND,
} as const;

/** How long the journal kept on the device for offline use is trusted (docs/product.md §13). */
export const DEVICE_CACHE = {
  maxAgeMs: 30 * DAY,
} as const;

export const GEOLOCATION = {
  /** docs/product.md §1: the location permission result is the one geolocation category kept, for a month. */
  permissionRetentionMs: 30 * DAY,
  timeoutMs: 8000,
  maximumAgeMs: 60_000,
  autocompleteBiasDegrees: 0.1,
} as const;

export const MAP = {
  defaultZoom: 12,
  maxZoomAfterFit: 15,
  loaderRetries: 3,
} as const;

export const DASHBOARD_VIEW_MODES = ["cards", "list"] as const;
export type DashboardViewMode = (typeof DASHBOARD_VIEW_MODES)[number];

/** The longest search term the journal search takes. */
export const SEARCH_TERM_MAX_LENGTH = 200;

export const ALPHABET: readonly string[] = Array.from({ length: 26 }, (_, i) => String.fromCharCode(97 + i));

/** Where browse lists a name that does not begin with a letter from a to z (once accents are removed). */
export const BROWSE_OTHER = "#";

/** The headings browse lists names under: a to z, then everything else. */
export const BROWSE_LETTERS: readonly string[] = [...ALPHABET, BROWSE_OTHER];

export const SIDEBAR_COOKIE = { name: "sidebar_state", maxAgeMs: 7 * DAY } as const;

export const PHOTOS = {
  maxUploadBytes: 15 * 1024 * 1024,
  displayLongestSide: 2048,
  thumbnailLongestSide: 480,
} as const;

/**
 * What one request may ask of the server. Bodies past their limit are refused (413) as soon as they
 * pass it; a tRPC batch of more calls is refused (400), so the web app's batch link sends at most
 * that many; a request still unanswered at its deadline is answered 503.
 */
export const REQUESTS = {
  /** Every JSON body but Stripe's webhooks: the largest input (an entry) is a few kB. */
  jsonBodyBytes: 256 * 1024,
  /** Stripe's events, whose text the webhook's schema takes up to a million characters. */
  webhookBodyBytes: 1024 * 1024,
  maxBatchCalls: 10,
  deadlineMs: 20 * SECOND,
  /** Photo uploads: up to the plan's files at their size limit, on a slow connection. */
  uploadDeadlineMs: 2 * MINUTE,
  /** What a multipart body may add to its files (boundaries, part headers). */
  multipartFramingBytes: 64 * 1024,
} as const;
