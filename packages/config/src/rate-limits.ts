/**
 * Abuse limits on the calls that are costly or sensitive, counted in PostgreSQL so that every
 * server copy shares them: a fixed window per key, answered with 429 and Retry-After once spent.
 * `per: "user"` counts per signed-in user (per client address for calls without a valid token);
 * `per: "client"` per client address (the sign-in exchange, whose token is in its body).
 * A procedure declares its limit in its tRPC meta; every call counts, one batched with others too.
 */
export interface RateLimit {
  /** The first part of its counters' keys: procedures sharing a limit share their counts. */
  name: string;
  per: "user" | "client";
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** Room for a household or an office behind one address signing in, not for a script. */
  signIn: { name: "signIn", per: "client", limit: 60, windowMs: MINUTE },
  /** Each upload decodes up to 10 photos of up to 50 megapixels: a sustained one every 10 s. */
  photoUpload: { name: "photoUpload", per: "user", limit: 60, windowMs: 10 * MINUTE },
  /** Each checkout calls Stripe several times. */
  checkout: { name: "checkout", per: "user", limit: 10, windowMs: 10 * MINUTE },
  /** Each portal session is made by Stripe; a person opens a few. */
  billingPortal: { name: "billingPortal", per: "user", limit: 10, windowMs: 10 * MINUTE },
  /** Each resume changes the subscription in Stripe and reads it back; a person resumes once. */
  membershipResume: { name: "membershipResume", per: "user", limit: 10, windowMs: 10 * MINUTE },
  /** Each refresh re-reads the subscription from Stripe: the return from Checkout, and retries. */
  membershipRefresh: { name: "membershipRefresh", per: "user", limit: 30, windowMs: 10 * MINUTE },
  /** Making a link is cheap, but links are meant to be made by a person, one entry at a time. */
  shareLinks: { name: "shareLinks", per: "user", limit: 30, windowMs: 10 * MINUTE },
  /** Each export reads the whole journal and every photo file; a person needs one now and then. */
  journalExport: { name: "journalExport", per: "user", limit: 10, windowMs: 60 * MINUTE },
  /** Each import checks and writes up to a whole journal; a device sends its legacy journal in parts. */
  journalImport: { name: "journalImport", per: "user", limit: 60, windowMs: 60 * MINUTE },
  /** Each file import reads a file of up to a hundred megabytes and processes its photos. */
  journalFileImport: { name: "journalFileImport", per: "user", limit: 20, windowMs: 60 * MINUTE },
  /** A dry run of a file import reads the file but writes nothing; a person checks a file several times. */
  journalFilePreview: { name: "journalFilePreview", per: "user", limit: 120, windowMs: 60 * MINUTE },
  /** Each deletion calls Firebase and Stripe; a person needs one, or a few after a refusal. */
  accountDeletion: { name: "accountDeletion", per: "user", limit: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimit>;
