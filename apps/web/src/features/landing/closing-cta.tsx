import { Trans } from "@lingui/react/macro";

import { Button } from "../../components/ui/button";

/** The last call to action, for readers who made it to the end of the page. */
export function ClosingCta({ onStart }: { onStart: () => void }) {
  return (
    <section aria-labelledby="closing-cta-title" className="px-4 pb-16 sm:px-6 lg:px-10 lg:pb-24">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-2xl bg-secondary px-6 py-12 text-center sm:px-12">
        <h2
          id="closing-cta-title"
          className="font-display text-3xl font-semibold tracking-tight text-secondary-foreground sm:text-4xl"
        >
          <Trans id="landing.closing.title">Your next great meal deserves a note.</Trans>
        </h2>
        <p className="max-w-xl text-lg text-secondary-foreground/90">
          <Trans id="landing.closing.text">
            Start for free in a minute. Your first entry is the hardest part, and it is not hard at all.
          </Trans>
        </p>
        <Button size="lg" onClick={onStart}>
          <Trans id="landing.closing.button">Create your free account</Trans>
        </Button>
      </div>
    </section>
  );
}
