import { ClosingCta } from "./closing-cta";
import { Faq } from "./faq";
import { FeatureList } from "./feature-list";

/** What the landing page shows under the sign-in card: loaded after the first screen, which does without it. */
export function BelowTheFold({ onStart }: { onStart: () => void }) {
  return (
    <>
      <FeatureList />
      <Faq />
      <ClosingCta onStart={onStart} />
    </>
  );
}
