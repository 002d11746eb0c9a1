import { Trans } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";

import { Button } from "../../components/ui/button";
import { MAIN_CONTENT_ID } from "./skip-link";

/** docs/product.md §2: the 404 page; the unknown path is logged. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-[70vh] flex-1 flex-col items-center justify-center gap-5 px-6 py-12 text-center outline-none"
    >
      <p className="font-display text-7xl font-semibold tracking-tight text-primary sm:text-8xl">404</p>
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
        <Trans id="notFound.title">Oops! Page not found</Trans>
      </h1>
      <p className="max-w-md text-muted-foreground">
        <Trans id="notFound.description">
          This page is not on the menu. It may have moved, or the link is wrong.
        </Trans>
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <Trans id="notFound.home">Return to home</Trans>
        </Link>
      </Button>
    </main>
  );
}
