/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
declare const __APP_RELEASE_DATE__: string;
declare const __LANDING_VERSION__: string;

declare module "virtual:world-basemap" {
  // A file with a top-level import could not declare this module, so the type is imported inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const basemap: import("../build-plugins/world-basemap").WorldBasemap;
  export default basemap;
}

declare module "virtual:world-countries" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const countries: import("../build-plugins/world-countries").WorldCountries;
  export default countries;
}

declare module "virtual:world-towns-*" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const towns: import("../build-plugins/world-towns-format").PackedTowns;
  export default towns;
}
