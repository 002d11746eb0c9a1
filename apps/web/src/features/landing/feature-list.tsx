import { Trans, useLingui } from "@lingui/react/macro";
import { Languages, MapPinned, NotebookPen, Search, ShieldCheck } from "lucide-react";

import type { Feature } from "./feature-section";
import { FeatureSection } from "./feature-section";

/** What Bitelog does, one section per feature (docs/product.md §1), each with a screenshot of that screen. */
export function FeatureList() {
  const { t } = useLingui();
  const features: Feature[] = [
    {
      screenshot: "log-visits",
      icon: NotebookPen,
      title: t({ id: "landing.feature.log.title", message: "Log every visit in a minute" }),
      text: t({
        id: "landing.feature.log.text",
        message:
          "Write down the restaurant, the address and the date, give it one to five stars, say what you loved and add a few photos. Next time someone asks where that amazing ramen was, you will know.",
      }),
      alt: t({
        id: "landing.feature.log.alt",
        message: "Bitelog's entries dashboard, with restaurants, their ratings and visit dates",
      }),
    },
    {
      screenshot: "search-browse",
      icon: Search,
      title: t({ id: "landing.feature.find.title", message: "Find it again, by word or by letter" }),
      text: t({
        id: "landing.feature.find.text",
        message:
          "Search your journal by restaurant name, address or anything you wrote in a comment. Or leaf through it from A to Z, like a well-kept notebook.",
      }),
      alt: t({
        id: "landing.feature.find.alt",
        message: "Browsing the journal by first letter, with the A to Z navigator beside the list",
      }),
    },
    {
      screenshot: "map",
      icon: MapPinned,
      title: t({ id: "landing.feature.map.title", message: "Your own food map" }),
      text: t({
        id: "landing.feature.map.text",
        message:
          "Every entry with an address becomes a pin on the map. See where you have eaten at a glance, and spot your favourites nearby when you are out and hungry.",
      }),
      alt: t({ id: "landing.feature.map.alt", message: "The map view of Bitelog with the saved places" }),
    },
    {
      screenshot: "languages-themes",
      icon: Languages,
      title: t({ id: "landing.feature.languages.title", message: "In your language, light or dark" }),
      text: t({
        id: "landing.feature.languages.text",
        message:
          "Bitelog speaks English, Spanish, French, German, Italian and Portuguese. Switch the language or turn on dark mode whenever you like; your choice follows you to every device you sign in on.",
      }),
      alt: t({
        id: "landing.feature.languages.alt",
        message: "The settings screen in French, in dark mode, with the language selector",
      }),
    },
    {
      screenshot: "privacy",
      icon: ShieldCheck,
      title: t({ id: "landing.feature.privacy.title", message: "Private by design" }),
      text: t({
        id: "landing.feature.privacy.text",
        message:
          "Your journal is for you alone: no ads, no public profile, and your data is never sold. Photos lose hidden details such as their GPS position before they are stored.",
      }),
      alt: t({
        id: "landing.feature.privacy.alt",
        message: "The note from the developer: no ads, and a journal that stays private",
      }),
    },
  ];

  return (
    <section aria-labelledby="features-title" className="border-t border-border bg-card/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-16 sm:px-6 lg:gap-24 lg:px-10 lg:py-24">
        <div className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
          <h2 id="features-title" className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            <Trans id="landing.features.title">Everything your food memories need</Trans>
          </h2>
          <p className="text-lg text-muted-foreground">
            <Trans id="landing.features.lead">
              A simple journal that does a few things very well, on your phone and on your computer.
            </Trans>
          </p>
        </div>
        {features.map((feature, index) => (
          <FeatureSection key={feature.screenshot} feature={feature} flip={index % 2 === 1} />
        ))}
      </div>
    </section>
  );
}
