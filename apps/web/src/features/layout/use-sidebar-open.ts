import { useState } from "react";

import { readSidebarOpen, sidebarCookie } from "./sidebar-cookie";

/** The desktop sidebar's open state, remembered in the `sidebar_state` cookie (docs/product.md §1, §9). */
export function useSidebarOpen(): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpenState] = useState(() => readSidebarOpen(document.cookie));
  const setOpen = (next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookie(next);
  };
  return [open, setOpen];
}
