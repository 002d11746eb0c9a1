import { t } from "@lingui/core/macro";

import type { LegalSectionData } from "./legal-section";
import { usePrivacyPractices } from "./privacy-practices";
import { usePrivacyServices } from "./privacy-services";
import { usePrivacyWhatWeKeep } from "./privacy-what-we-keep";

/** The Privacy Notice's title in the language of the moment (the build's prerender writes it into the page too). */
export function privacyTitle(): string {
  return t({ id: "privacy.title", message: "Privacy Notice" });
}

/**
 * The 16 sections of the Privacy Notice (docs/product.md §2), in reading order; split by topic to stay
 * readable.
 */
export function usePrivacySections(): LegalSectionData[] {
  return [...usePrivacyWhatWeKeep(), ...usePrivacyServices(), ...usePrivacyPractices()];
}
