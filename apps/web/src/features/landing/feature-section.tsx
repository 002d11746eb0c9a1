import type { LucideIcon } from "lucide-react";
import { useLingui } from "@lingui/react";

import type { Language } from "@bitelog/config";

import type { ScreenshotName } from "./screenshots";
import { cn } from "../../lib/cn";
import { useFirstPaintDone } from "../../lib/first-paint";
import { PHONE_MEDIA, SCREENSHOT_SIZES, screenshotUrl } from "./screenshots";

export interface Feature {
  screenshot: ScreenshotName;
  icon: LucideIcon;
  title: string;
  text: string;
  /** What the screenshot shows, for people who cannot see it. */
  alt: string;
}

/** One feature: its text beside a screenshot of Bitelog itself; `flip` puts the picture first. */
export function FeatureSection({ feature, flip }: { feature: Feature; flip: boolean }) {
  const Icon = feature.icon;
  return (
    // Not a named region: five more landmarks would crowd the page's outline; the <h3> leads the way.
    <section
      // The screenshot gets the wider column on either side.
      className={cn(
        "grid items-center gap-8 md:gap-12 lg:gap-16",
        flip ? "md:grid-cols-[3fr_2fr]" : "md:grid-cols-[2fr_3fr]",
      )}
    >
      <div className={cn("flex flex-col gap-4", flip && "md:order-last")}>
        <span className="grid size-11 place-items-center rounded-xl bg-secondary text-secondary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{feature.title}</h3>
        <p className="text-base leading-relaxed text-muted-foreground sm:text-lg">{feature.text}</p>
      </div>
      <Screenshot name={feature.screenshot} alt={feature.alt} />
    </section>
  );
}

/**
 * The picture in a window frame, in the page's language: the phone's layout on a phone, the
 * desktop's otherwise, AVIF where the browser reads it. Width and height reserve its place (no
 * layout shift) and it loads lazily, once the first screen is painted: none of these is in it, so
 * they do not delay it.
 */
function Screenshot({ name, alt }: { name: ScreenshotName; alt: string }) {
  const firstPaintDone = useFirstPaintDone();
  const language = useLingui().i18n.locale as Language;
  const source = (size: "desktop" | "phone", format: "avif" | "webp") =>
    firstPaintDone ? screenshotUrl(name, language, size, format) : undefined;
  const { desktop, phone } = SCREENSHOT_SIZES;
  return (
    <figure className="overflow-hidden rounded-xl border border-border bg-card shadow-lg shadow-foreground/5">
      <div className="flex h-7 items-center gap-1.5 border-b border-border bg-muted px-3" aria-hidden="true">
        <span className="size-2.5 rounded-full bg-foreground/15" />
        <span className="size-2.5 rounded-full bg-foreground/15" />
        <span className="size-2.5 rounded-full bg-foreground/15" />
      </div>
      <picture>
        <source
          media={PHONE_MEDIA}
          type="image/avif"
          srcSet={source("phone", "avif")}
          width={phone.width}
          height={phone.height}
        />
        <source
          media={PHONE_MEDIA}
          type="image/webp"
          srcSet={source("phone", "webp")}
          width={phone.width}
          height={phone.height}
        />
        <source type="image/avif" srcSet={source("desktop", "avif")} />
        <img
          src={source("desktop", "webp")}
          alt={alt}
          width={desktop.width}
          height={desktop.height}
          loading="lazy"
          decoding="async"
          className="block h-auto w-full"
        />
      </picture>
    </figure>
  );
}
