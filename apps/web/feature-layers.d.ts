import type { Linter } from "eslint";

export declare const layers: string[][];
declare const config: Linter.Config[];
export default config;
