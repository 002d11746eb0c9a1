import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

import { PublicHeader } from "./public-header";

/** Header, the screen, and a footer with the legal pages (docs/product.md §2). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <div className="flex flex-1 flex-col">{children}</div>
      <footer className="border-t border-border py-6 text-sm text-muted-foreground">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 sm:px-6 lg:px-10">
          <span>© Bitelog</span>
          <Link to="/terms" className="hover:text-foreground hover:underline">
            <Trans id="footer.terms">Terms of Service</Trans>
          </Link>
          <Link to="/privacy" className="hover:text-foreground hover:underline">
            <Trans id="footer.privacy">Privacy Notice</Trans>
          </Link>
        </div>
      </footer>
    </div>
  );
}
