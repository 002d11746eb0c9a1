import { mapProviderOf } from "@bitelog/config";

import { runtimeConfig } from "./runtime-config";

/** Whose maps and place search the app uses, chosen once from the server's settings (see mapProviderOf). */
export const mapProvider = mapProviderOf(runtimeConfig);
