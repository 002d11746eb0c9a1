import type { BillingPort } from "./billing";
import type { Clock } from "./clock";
import type { GeocoderPort } from "./geocoder";
import type { IdentityPort } from "./identity";
import type { PhotoStoragePort } from "./photo-storage";

export type { BillingPort, BillingSubscription, BillingWebhookEvent } from "./billing";
export { InvalidWebhookError, MalformedWebhookError } from "./billing";
export type { Clock } from "./clock";
export { systemClock } from "./clock";
export type { GeocodedLocation, GeocoderPort } from "./geocoder";
export type { IdentityPort, VerifiedIdentity } from "./identity";
export { InvalidTokenError } from "./identity";
export type { PhotoStoragePort, StoredObject } from "./photo-storage";

/** The outside services the application talks to, built once at start from validated config. */
export interface Ports {
  identity: IdentityPort;
  photos: PhotoStoragePort;
  /** Null until payments are configured. */
  billing: BillingPort | null;
  clock: Clock;
  /** Where typed addresses are looked up; null when PHOTON_URL is off (the embedded gazetteer still answers). */
  geocoder: GeocoderPort | null;
}
