import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

import { useNavItems } from "./nav-items";

/** The sidebar's list of screens; the current one is highlighted and marked aria-current="page". */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui();
  const items = useNavItems();
  return (
    <nav aria-label={t({ id: "nav.label", message: "Main" })}>
      <ul className="flex flex-col gap-1">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-sidebar-foreground/85 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground data-[status=active]:bg-sidebar-accent data-[status=active]:font-semibold data-[status=active]:text-sidebar-accent-foreground"
            >
              <Icon className="size-[1.125rem] shrink-0" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
