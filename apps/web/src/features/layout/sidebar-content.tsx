import { Trans, useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";

import { Button } from "../../components/ui/button";
import { Brand } from "../shell/brand";
import { LanguageSelect } from "../shell/language-select";
import { ThemeToggle } from "../theme/theme-toggle";
import { DeveloperNote } from "./developer-note";
import { SidebarNav } from "./sidebar-nav";
import { VersionLabel } from "./version-label";

interface SidebarContentProps {
  username: string | null;
  onLogout: () => void;
  /** Called when a link is followed, so the mobile menu can close. */
  onNavigate?: () => void;
}

/** What the sidebar holds, on desktop and in the mobile menu alike. */
export function SidebarContent({ username, onLogout, onNavigate }: SidebarContentProps) {
  const { t } = useLingui();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-14 shrink-0 items-center border-b border-sidebar-border px-4">
        <Brand to="/dashboard" />
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-4">
        <SidebarNav onNavigate={onNavigate} />
      </div>
      <div className="flex flex-col gap-4 border-t border-sidebar-border p-4">
        {username !== null && (
          // Cut to one line; the whole name (an e-mail address, often) shows on hover.
          <p className="truncate text-sm text-muted-foreground" title={username}>
            <Trans id="layout.loggedInAs">
              Logged in as <span className="font-semibold text-sidebar-foreground">{username}</span>
            </Trans>
          </p>
        )}
        <ThemeToggle />
        <LanguageSelect />
        <div className="-mx-2 flex flex-col gap-1">
          <DeveloperNote />
          <Button
            variant="ghost"
            size="sm"
            className="h-auto min-h-8 justify-start px-2 py-1.5 text-left whitespace-normal"
            onClick={onLogout}
          >
            <LogOut />
            {t({ id: "layout.logout", message: "Log out" })}
          </Button>
        </div>
        <VersionLabel />
      </div>
    </div>
  );
}
