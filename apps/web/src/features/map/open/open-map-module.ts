/** The open map's screens, one chunk with MapLibre: only the screens that show a map load it. */
export { OpenEntriesMap } from "./open-entries-map";
export { OpenPinMap } from "./open-pin-map";
