import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useState } from "react";

import { Button } from "../../components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "../../components/ui/sheet";
import { cn } from "../../lib/cn";
import { useIsDesktop } from "../../lib/use-is-desktop";
import { OfflineNotice } from "../offline/offline-notice";
import { OutboxStatus } from "../outbox/outbox-status";
import { Brand } from "../shell/brand";
import { SkipLink } from "../shell/skip-link";
import { SidebarContent } from "./sidebar-content";
import { useSidebarOpen } from "./use-sidebar-open";

interface AppLayoutProps {
  username: string | null;
  onLogout: () => void;
  /** The screen; it renders the <main> (features/shell/page.tsx does). */
  children: ReactNode;
}

const SIDEBAR_ID = "app-sidebar";

/**
 * The signed-in frame (docs/product.md §2): from 1024 px a fixed sidebar that can be hidden (remembered in
 * the `sidebar_state` cookie); below, a top bar whose menu button slides the same content in as a sheet.
 */
export function AppLayout({ username, onLogout, children }: AppLayoutProps) {
  const { t } = useLingui();
  const isDesktop = useIsDesktop();
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();
  const [menuOpen, setMenuOpen] = useState(false);
  const showSidebar = isDesktop && sidebarOpen;

  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      {isDesktop && (
        // The column paints the sidebar's background down to the end of the page, however long; the
        // sidebar itself stays on screen within it. Clipped, not hidden: sticky needs no scroll box.
        <div
          className={cn(
            "shrink-0 overflow-x-clip bg-sidebar transition-[width] duration-200",
            sidebarOpen ? "w-64" : "w-0",
          )}
        >
          <aside
            id={SIDEBAR_ID}
            aria-label={t({ id: "layout.sidebar", message: "Sidebar" })}
            inert={!sidebarOpen}
            className="sticky top-0 z-30 h-dvh w-64 text-sidebar-foreground"
          >
            <SidebarContent username={username} onLogout={onLogout} />
          </aside>
        </div>
      )}

      <div
        className={cn(
          "flex min-h-dvh min-w-0 flex-1 flex-col",
          showSidebar && "border-l border-sidebar-border",
        )}
      >
        <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-3 border-b border-border bg-background/90 px-3 backdrop-blur sm:px-4">
          {isDesktop ? (
            <Button
              variant="ghost"
              size="icon"
              aria-controls={SIDEBAR_ID}
              aria-expanded={sidebarOpen}
              onClick={() => setSidebarOpen(!sidebarOpen)}
            >
              {sidebarOpen ? <PanelLeftClose /> : <PanelLeftOpen />}
              <span className="sr-only">
                {sidebarOpen
                  ? t({ id: "layout.hideSidebar", message: "Hide sidebar" })
                  : t({ id: "layout.showSidebar", message: "Show sidebar" })}
              </span>
            </Button>
          ) : (
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon">
                  <Menu className="size-5" />
                  <span className="sr-only">{t({ id: "layout.openMenu", message: "Open menu" })}</span>
                </Button>
              </SheetTrigger>
              {/* The menu's content is described by its own headings and links. */}
              <SheetContent aria-describedby={undefined}>
                <SheetTitle className="sr-only">{t({ id: "layout.menu", message: "Menu" })}</SheetTitle>
                <SidebarContent
                  username={username}
                  onLogout={onLogout}
                  onNavigate={() => setMenuOpen(false)}
                />
              </SheetContent>
            </Sheet>
          )}
          {!showSidebar && <Brand to="/dashboard" />}
        </header>
        <OfflineNotice />
        <OutboxStatus />
        {children}
      </div>
    </div>
  );
}
