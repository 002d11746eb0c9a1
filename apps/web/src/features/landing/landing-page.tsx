import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

import type { AuthMode } from "../auth/auth-card";
import type { LandingNotice } from "../auth/landing-notice";
import { AuthCard } from "../auth/auth-card";
import { LandingNoticeAlert } from "../auth/landing-notice";
import { MAIN_CONTENT_ID } from "../shell/skip-link";
import { useForcedTheme } from "../theme";
import { Hero } from "./hero";

const BelowTheFold = lazy(() =>
  import("./below-the-fold").then(({ BelowTheFold }) => ({ default: BelowTheFold })),
);

/** The landing page's title in the language of the moment (the build's prerender writes it into the page too). */
export function landingTitle(): string {
  return `Bitelog · ${t({ id: "landing.tagline", message: "Your personal restaurant and food journal." })}`;
}

/** The public home: what Bitelog is, and the sign-in card (docs/product.md §1, §2). Always light. */
export function LandingPage({ initialMode, notice }: { initialMode: AuthMode; notice?: LandingNotice }) {
  const { i18n } = useLingui();
  useForcedTheme("light");
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = landingTitle();
  }, [i18n.locale]);

  /** The calls to action switch the card to sign-up and bring it into view. */
  const startSignUp = () => {
    // Rendered at once: the card's form is a new one per mode, so the focus must go to the new field.
    flushSync(() => setMode("signup"));
    card.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    card.current?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  };

  return (
    // Focusable so the skip link moves the keyboard focus here, like the other screens (shell/page.tsx).
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-col outline-none">
      <div className="mx-auto grid w-full max-w-6xl items-start gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_auto] lg:gap-16 lg:px-10 lg:py-16">
        <Hero onStart={startSignUp} />
        {/* One width whatever the card's mode or language (its grid column is sized by its content). */}
        <div className="flex w-full max-w-md flex-col gap-4 lg:w-md">
          {notice && <LandingNoticeAlert notice={notice} />}
          <AuthCard ref={card} mode={mode} onModeChange={setMode} />
        </div>
      </div>
      {/* The sections load after the first screen: until then their room is held, so that the footer
          does not show at the window's foot and then jump away. */}
      <Suspense fallback={<div aria-hidden className="min-h-dvh" />}>
        <BelowTheFold onStart={startSignUp} />
      </Suspense>
    </main>
  );
}
