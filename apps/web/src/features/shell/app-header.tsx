import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

import { LanguageSelect } from "./language-select";

/** The bar above every screen: the product name, the main screens and the language. */
export function AppHeader() {
  const { t } = useLingui();
  const links = [
    { to: "/dashboard", label: t({ id: "nav.dashboard", message: "Dashboard" }) },
    { to: "/new", label: t({ id: "nav.newEntry", message: "New Entry" }) },
    { to: "/search", label: t({ id: "nav.search", message: "Search" }) },
    { to: "/browse", label: t({ id: "nav.browse", message: "Browse" }) },
    { to: "/map", label: t({ id: "nav.map", message: "Map View" }) },
    { to: "/settings", label: t({ id: "nav.settings", message: "Settings" }) },
  ] as const;

  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-6 py-3">
        <Link to="/" className="text-lg font-bold text-brand">
          Bitelog
        </Link>
        <nav
          aria-label={t({ id: "nav.label", message: "Main" })}
          className="flex flex-1 flex-wrap gap-4 text-sm"
        >
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="hover:underline"
              activeProps={{ className: "font-semibold" }}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <LanguageSelect />
      </div>
    </header>
  );
}
