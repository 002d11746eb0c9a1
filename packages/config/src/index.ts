export * from "./constants";
export * from "./languages";
export * from "./plans";
export * from "./rate-limits";
export * from "./runtime-config";
export * from "./visible-text";
export * from "./search-fold";
export * from "./shown-settings";
