import type { LocationPrecision } from "@bitelog/db";

/** Where an address is, and whether that is the place itself or only its city. */
export interface GeocodedLocation {
  latitude: number;
  longitude: number;
  precision: LocationPrecision;
}

/** An outside geocoder (Photon). Only addresses are sent to it, never anyone's own position. */
export interface GeocoderPort {
  /** The address's location; null when the geocoder knows no such place. Rejects when it cannot answer. */
  locate(address: string): Promise<GeocodedLocation | null>;
}
