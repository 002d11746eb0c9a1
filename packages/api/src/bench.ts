/** What the benchmarks (bench/) measure or drive directly: domain functions and the SQL behind them. */
export { listEntries } from "./entries/entries";
export { browseEntriesQuery, searchEntriesQuery } from "./entries/entry-queries";
export { browseEntries, SEARCH_PAGE_SIZE, searchEntries } from "./entries/find-entries";
export type { SearchPage } from "./entries/find-entries";
export { browseInput, searchInput } from "./entries/schemas";
export { silentLogger } from "./logger";
export { sweepDueFiles, UPLOAD_LEASE_MS } from "./photos/delete-photo-files";
export { processPhoto } from "./photos/process-photo";
export { createLocalPhotoStorage } from "./adapters/local-photo-storage";
