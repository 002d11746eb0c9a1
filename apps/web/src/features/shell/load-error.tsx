import type { ErrorComponentProps } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { Link, useRouter } from "@tanstack/react-router";
import { useState } from "react";

import { Button } from "../../components/ui/button";
import { MAIN_CONTENT_ID } from "./skip-link";

/**
 * A screen whose code or data could not be loaded (the router's error component): says so, asks
 * again on "Try again" (the router runs the screen's loader once more), and offers the way home.
 */
export function LoadError({ error, title }: ErrorComponentProps & { title?: string }) {
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  console.error(error);

  const retry = () => {
    setRetrying(true);
    void router.invalidate().finally(() => setRetrying(false));
  };

  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-[60vh] flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center outline-none"
    >
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
        {title ?? <Trans id="loadError.title">This screen could not be loaded</Trans>}
      </h1>
      <p role="alert" className="max-w-md text-muted-foreground">
        <Trans id="loadError.description">Check your connection, then try again.</Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button loading={retrying} onClick={retry}>
          <Trans id="common.tryAgain">Try again</Trans>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">
            <Trans id="notFound.home">Return to home</Trans>
          </Link>
        </Button>
      </div>
    </main>
  );
}
