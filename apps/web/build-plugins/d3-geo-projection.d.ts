// d3-geo-projection ships no types; this is the one function the basemap's build uses.
declare module "d3-geo-projection" {
  import type { GeoProjection } from "d3-geo";
  import type { GeoJSON } from "geojson";

  /** `object` projected through `projection`, with its clipping (the antimeridian's cut) applied. */
  export function geoProject<T extends GeoJSON>(object: T, projection: GeoProjection): T;
}
