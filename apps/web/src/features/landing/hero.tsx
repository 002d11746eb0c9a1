import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Check } from "lucide-react";

import { Button } from "../../components/ui/button";

/** The top of the landing page: the promise, the main call to action and three reassurances. */
export function Hero({ onStart }: { onStart: () => void }) {
  return (
    <section className="flex flex-col gap-6 lg:pt-6">
      <h1 className="font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
        <Trans id="landing.heroTitle">Remember every meal worth remembering.</Trans>
      </h1>
      <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">
        <Trans id="landing.tagline">Your personal restaurant and food journal.</Trans>{" "}
        <Trans id="landing.heroText">
          Log the places you visit, rate them, add photos, and find them again by name, letter or on the map.
        </Trans>
      </p>
      <div>
        <Button size="lg" onClick={onStart}>
          <Trans id="landing.start">Start your journal</Trans>
        </Button>
      </div>
      <ul className="flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
        <Point>
          <Trans id="landing.heroPoint.free">Free plan, no card needed</Trans>
        </Point>
        <Point>
          <Trans id="landing.heroPoint.noAds">No ads, ever</Trans>
        </Point>
        <Point>
          <Trans id="landing.heroPoint.private">Private by default</Trans>
        </Point>
      </ul>
    </section>
  );
}

function Point({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
      {children}
    </li>
  );
}
