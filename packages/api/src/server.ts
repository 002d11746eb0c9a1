/** What the server assembles the application from. */
export { appRouter, createCaller } from "./root";
export type { AppRouter } from "./root";
export { bearerToken, createContext } from "./context";
export type { Context, ContextDeps } from "./context";
export type { ProcedureMeta } from "./trpc";
export { AppError, errorHeaders, toHttpError } from "./errors";
export type { AppErrorBody } from "./errors";
export type { Logger } from "./logger";
export type { SharedEntry } from "./sharing/shared-entry";
export * from "./ports";
export { sweepRateLimitCounters } from "./rate-limits/count-hit";
export { sweepDueFiles } from "./photos/delete-photo-files";
export { geocodingSettled, sweepGeocoding } from "./geocoding/geocode-entries";
export { createPhotonGeocoder } from "./adapters/photon-geocoder";
export { createFirebaseIdentity } from "./adapters/firebase-identity";
export { createLocalPhotoStorage } from "./adapters/local-photo-storage";
export { createStripeBilling } from "./adapters/stripe-billing";
export { createBucketPhotoStorage } from "./adapters/bucket-photo-storage";
