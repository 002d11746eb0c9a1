import { useState } from "react";

import type { DashboardViewMode } from "@bitelog/config";
import { DASHBOARD_VIEW_MODES } from "@bitelog/config";

/** docs/product.md §3: the dashboard view mode is remembered in local storage; cards by default. */
const STORAGE_KEY = "bitelog-dashboard-view";

function readViewMode(): DashboardViewMode {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return DASHBOARD_VIEW_MODES.find((mode) => mode === stored) ?? "cards";
  } catch {
    return "cards";
  }
}

export function useViewMode(): [DashboardViewMode, (mode: DashboardViewMode) => void] {
  const [mode, setMode] = useState(readViewMode);
  const choose = (next: DashboardViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered, still shown.
    }
  };
  return [mode, choose];
}
