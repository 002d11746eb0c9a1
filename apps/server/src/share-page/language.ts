import { parseAccept } from "hono/utils/accept";

import type { Language } from "@bitelog/config";
import { FALLBACK_LANGUAGE } from "@bitelog/config";
import { toLanguage } from "@bitelog/i18n/server";

/** The first of our languages an Accept-Language header asks for, by weight; English when none. */
export function languageOf(acceptLanguage: string | undefined): Language {
  for (const range of parseAccept(acceptLanguage ?? "")) {
    if (range.q <= 0) continue;
    const language = toLanguage(range.type);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}
