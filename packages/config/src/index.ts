export * from "./constants";
export * from "./languages";
export * from "./plans";
export * from "./runtime-config";
