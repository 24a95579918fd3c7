"use client";

import { SIDEBAR_ID, useSidebarState } from "./sidebar-state";

/** The header's menu button that slides the course sidebar in and out on small screens. */
export function MenuToggle() {
  const { open, setOpen } = useSidebarState();
  return (
    <button
      type="button"
      aria-controls={SIDEBAR_ID}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
      className="rounded-md p-2.5 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700 md:hidden"
    >
      <span className="sr-only">{open ? "Close course menu" : "Open course menu"}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
      </svg>
    </button>
  );
}
