import type { Kysely } from "kysely";
import type { Migration, MigrationResultSet } from "kysely/migration";
import { Migrator } from "kysely/migration";

import * as initial from "./migrations/0001_initial";
import * as journalVersion from "./migrations/0002_journal_version";
import * as searchPerUser from "./migrations/0003_search_per_user";
import * as rateLimits from "./migrations/0004_rate_limits";
import * as photoFileCleanup from "./migrations/0005_photo_file_cleanup";
import * as searchPages from "./migrations/0006_search_pages";
import * as locationPrecision from "./migrations/0007_location_precision";
import * as accentInsensitiveSearch from "./migrations/0008_accent_insensitive_search";
import * as shareLinks from "./migrations/0009_share_links";
import * as billingSyncOrder from "./migrations/0010_billing_sync_order";
import * as dishes from "./migrations/0011_dishes";
import * as idempotencyKeys from "./migrations/0012_idempotency_keys";
import * as photoAccess from "./migrations/0013_photo_access";
import * as deletedIdentities from "./migrations/0014_deleted_identities";
import * as placesToTry from "./migrations/0015_places_to_try";
import * as entryPlaces from "./migrations/0016_entry_places";
import * as insightsFigures from "./migrations/0018_insights_figures";
import * as insightsTallies from "./migrations/0019_insights_tallies";
import * as browsePages from "./migrations/0020_browse_pages";
import * as accountChangeNotices from "./migrations/0021_account_change_notices";

/** Listed statically so the bundled server carries its migrations. Names sort in the order they run. */
const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_journal_version": journalVersion,
  "0003_search_per_user": searchPerUser,
  "0004_rate_limits": rateLimits,
  "0005_photo_file_cleanup": photoFileCleanup,
  "0006_search_pages": searchPages,
  "0007_location_precision": locationPrecision,
  "0008_accent_insensitive_search": accentInsensitiveSearch,
  "0009_share_links": shareLinks,
  "0010_billing_sync_order": billingSyncOrder,
  "0011_dishes": dishes,
  "0012_idempotency_keys": idempotencyKeys,
  "0013_photo_access": photoAccess,
  "0014_deleted_identities": deletedIdentities,
  "0015_places_to_try": placesToTry,
  "0016_entry_places": entryPlaces,
  "0018_insights_figures": insightsFigures,
  "0019_insights_tallies": insightsTallies,
  "0020_browse_pages": browsePages,
  "0021_account_change_notices": accountChangeNotices,
};

export class MigrationError extends Error {
  override name = "MigrationError";
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new MigrationError(`Migration ${failed} failed`, { cause: result.error });
  }
  return result;
}
