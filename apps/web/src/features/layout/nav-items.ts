import type { LucideIcon } from "lucide-react";
import { useLingui } from "@lingui/react/macro";
import {
  BookOpenText,
  ChartColumn,
  LayoutGrid,
  MapIcon,
  MapPinned,
  Search,
  Settings,
  SquarePen,
} from "lucide-react";

export interface NavItem {
  to: "/dashboard" | "/new" | "/search" | "/browse" | "/map" | "/to-try" | "/insights" | "/settings";
  label: string;
  icon: LucideIcon;
}

/** The signed-in screens, in menu order (docs/product.md §2), for the sidebar and the header. */
export function useNavItems(): NavItem[] {
  const { t } = useLingui();
  return [
    {
      to: "/dashboard",
      label: t({ id: "nav.entriesDashboard", message: "Entries dashboard" }),
      icon: LayoutGrid,
    },
    { to: "/new", label: t({ id: "nav.addEntry", message: "Add entry" }), icon: SquarePen },
    { to: "/search", label: t({ id: "nav.search", message: "Search" }), icon: Search },
    { to: "/browse", label: t({ id: "nav.browse", message: "Browse" }), icon: BookOpenText },
    { to: "/map", label: t({ id: "nav.mapView", message: "Map view" }), icon: MapIcon },
    { to: "/to-try", label: t({ id: "nav.placesToTry", message: "Places to try" }), icon: MapPinned },
    { to: "/insights", label: t({ id: "nav.insights", message: "Insights" }), icon: ChartColumn },
    { to: "/settings", label: t({ id: "nav.settings", message: "Settings" }), icon: Settings },
  ];
}
