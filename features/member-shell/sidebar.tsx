"use client";

import { Link } from "@/components/layout/link";
import { usePathname } from "next/navigation";
import { useEffect, useEffectEvent, useState } from "react";
import { markCurrent, type SidebarGroup } from "@/lib/course/sidebar-groups";
import { siteConfig } from "@/lib/site-config";
import { LinkPending } from "@/components/layout/navigation-status";
import { SIDEBAR_ID, useSidebarState } from "@/components/layout/sidebar-state";
import { useMemberFrame } from "@/features/member-frame/member-frame-context";
import { useProgress } from "@/features/progress/progress-context";
import { memberLinks } from "./member-links";

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" fill="currentColor">
      <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
    </svg>
  );
}

function Group({ group, completed }: { group: SidebarGroup; completed: ReadonlySet<string> | null }) {
  const [toggled, setToggled] = useState<boolean | null>(null);
  const done = completed && group.items.filter((item) => completed.has(item.href)).length;
  const open = toggled ?? group.open;
  const listId = `sidebar-${group.title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setToggled(!open)}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700"
      >
        {group.title}
        {/* The count reads "3/5" on screen and is said in words to screen readers. The name comes from the button's
            text rather than an aria-label, so it still holds the words on screen for voice control (WCAG 2.5.3). */}
        {completed && <span className="sr-only"> {done} of {group.items.length} lessons completed</span>}
        {completed && (
          <span aria-hidden="true" className="ml-auto pr-2 text-xs font-medium text-slate-600">
            {done}/{group.items.length}
          </span>
        )}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 shrink-0 transition-transform ${open ? "rotate-90" : ""}`} fill="currentColor">
          <path d="M7 5l6 5-6 5V5z" />
        </svg>
      </button>
      {/* A folded group's lessons are drawn when it opens: hidden, they could be neither seen, reached nor read out, and
          drawn they were three quarters of the sidebar's work on every page (its HTML, the server's render, the
          browser's hydration). */}
      <ul id={listId} hidden={!open} className="mb-2 ml-3 space-y-0.5 border-l border-slate-200 pl-2">
        {open && group.items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.current ? "page" : undefined}
              className="flex items-start justify-between gap-1.5 rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700 aria-[current=page]:bg-violet-100 aria-[current=page]:font-semibold aria-[current=page]:text-violet-900"
            >
              <span>
                {item.title}
                {completed?.has(item.href) && <span className="sr-only"> (completed)</span>}
              </span>
              {completed?.has(item.href) && <CheckIcon />}
              <LinkPending />
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * While the drawer is open on a phone, Escape closes it (focus goes back to the menu button) and so does a tap
 * anywhere outside it but the menu button, which toggles it itself.
 */
function useCloseOnEscapeOrOutside(open: boolean, close: () => void) {
  const onClose = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const toggle = () => document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      toggle()?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (document.getElementById(SIDEBAR_ID)?.contains(target) || toggle()?.contains(target)) return;
      onClose();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);
}

/**
 * The course sidebar: every lesson by group (`groups`, from the server's navigation), the current one marked; slides
 * in on phones, always shown from md up.
 */
export function Sidebar({ groups: course }: { groups: SidebarGroup[] }) {
  const pathname = usePathname();
  const drillsDue = useMemberFrame()?.drillsDue ?? null;
  const { open, setOpen } = useSidebarState();
  const { completed } = useProgress();
  useCloseOnEscapeOrOutside(open, () => setOpen(false));
  const groups = markCurrent(course, pathname);
  return (
    <nav
      id={SIDEBAR_ID}
      aria-label="Course"
      className={`fixed bottom-0 left-0 top-16 z-20 w-64 overflow-y-auto border-r border-slate-200 bg-white px-2 py-4 transition-transform md:translate-x-0 ${open ? "translate-x-0" : "-translate-x-full max-md:invisible"}`}
    >
      <p className="px-3 pb-3 text-base font-bold text-slate-900">{siteConfig.productName}</p>
      <ul className="mb-3 space-y-1">
        {memberLinks(drillsDue).map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={link.current(pathname) ? "page" : undefined}
              className="flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700 aria-[current=page]:bg-violet-100 aria-[current=page]:text-violet-900"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="space-y-1">
        {groups.map((group) => (
          // Keyed by the current page too, so a group holding the page opens when the member navigates into it.
          <Group key={`${group.title}:${group.current}`} group={group} completed={completed} />
        ))}
      </ul>
    </nav>
  );
}
