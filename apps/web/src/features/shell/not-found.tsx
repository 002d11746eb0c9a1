import { Trans } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";

/** Spec §2: the 404 page; the unknown path is logged. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-semibold">
        <Trans id="notFound.title">Oops! Page not found</Trans>
      </h1>
      <Link to="/" className="rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-strong">
        <Trans id="notFound.home">Return to home</Trans>
      </Link>
    </main>
  );
}
