import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";

import type { AuthMode } from "../auth/auth-card";
import { Button } from "../../components/ui/button";
import { AuthCard } from "../auth/auth-card";
import { useForcedTheme } from "../theme";

/** The public home: what Bitelog is, and the sign-in card (spec §1, §2). Always light. */
export function LandingPage({ initialMode }: { initialMode: AuthMode }) {
  const { t } = useLingui();
  useForcedTheme("light");
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `Bitelog · ${t({ id: "landing.tagline", message: "Your personal restaurant and food journal." })}`;
  }, [t]);

  /** The calls to action switch the card to sign-up and bring it into view. */
  const startSignUp = () => {
    setMode("signup");
    card.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    card.current?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  };

  return (
    <main
      id="main-content"
      className="mx-auto grid w-full max-w-6xl items-start gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_auto] lg:px-10 lg:py-16"
    >
      <section className="flex flex-col gap-6">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          <Trans id="landing.heroTitle">Remember every meal worth remembering.</Trans>
        </h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          <Trans id="landing.tagline">Your personal restaurant and food journal.</Trans>{" "}
          <Trans id="landing.heroText">
            Log the places you visit, rate them, add photos, and find them again by name, letter or on the
            map.
          </Trans>
        </p>
        <div>
          <Button size="lg" onClick={startSignUp}>
            <Trans id="landing.start">Start your journal</Trans>
          </Button>
        </div>
      </section>
      <AuthCard ref={card} mode={mode} onModeChange={setMode} />
    </main>
  );
}
