import type { LegalSectionData } from "./legal-section";
import { usePrivacyPractices } from "./privacy-practices";
import { usePrivacyServices } from "./privacy-services";
import { usePrivacyWhatWeKeep } from "./privacy-what-we-keep";

/**
 * The 16 sections of the Privacy Notice (docs/product.md §2), in reading order; split by topic to stay
 * readable.
 */
export function usePrivacySections(): LegalSectionData[] {
  return [...usePrivacyWhatWeKeep(), ...usePrivacyServices(), ...usePrivacyPractices()];
}
