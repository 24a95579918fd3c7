"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";

/** The course sidebar's id, which the menu button controls. */
export const SIDEBAR_ID = "course-sidebar";

const SidebarContext = createContext<{ open: boolean; setOpen: (open: boolean) => void }>({ open: false, setOpen: () => {} });

/** Whether the sidebar is slid in on a small screen; it closes on every route change. */
export function SidebarStateProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const pathname = usePathname();
  // Closing is derived from the path the sidebar was opened on, so a navigation closes it without an effect.
  const isOpen = open && openedOn === pathname;
  const value = { open: isOpen, setOpen: (next: boolean) => { setOpen(next); setOpenedOn(pathname); } };
  useEffect(() => {
    // A link to a section (a search result, "#step-2") lands on it; any other navigation starts at the top.
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [pathname]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export const useSidebarState = () => useContext(SidebarContext);
