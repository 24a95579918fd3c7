"use client";

import { Link } from "@/components/layout/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { memberLinks } from "./member-links";
import { signOut } from "@/lib/auth/logout-action";

const PROFILE_PATH = "/profile";
const ADMIN_PATH = "/admin";
const itemClass =
  "block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none aria-[current=page]:font-semibold aria-[current=page]:text-violet-900";

/** Up and Down move between the items and wrap around, Home and End go to the ends (the WAI-ARIA menu pattern). */
function moveFocus(event: ReactKeyboardEvent<HTMLDivElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>("[role=menuitem]")];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  items[(target + items.length) % items.length]?.focus();
}

/**
 * The round avatar with the member's initials; its menu holds "Profile" (marked when it is the current page), the
 * member's tools as the sidebar lists them ("Drills" with the due count, "Mock interviews" with the count of requests
 * and acceptances waiting), "Admin" for admins (the admin pages check for themselves) and "Logout".
 */
export function AvatarMenu({ initials, label, admin = false, drillsDue = null, mockNotices = 0 }: { initials: string; label: string; admin?: boolean; drillsDue?: number | null; mockNotices?: number }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const pathname = usePathname();
  const onProfile = pathname === PROFILE_PATH;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    container.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The name starts with the initials the button shows, so a voice-control user can say what they see (WCAG 2.5.3).
        aria-label={label ? `${initials}: Account menu for ${label}${mockNotices > 0 ? `, ${mockNotices} new in mock interviews` : ""}` : "Account menu"}
        onClick={() => setOpen(!open)}
        className="flex h-11 w-11 items-center justify-center rounded-full bg-violet-700 text-sm font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        {initials}
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label="Account" onKeyDown={moveFocus} className="absolute right-0 mt-2 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          <Link href={PROFILE_PATH} role="menuitem" aria-current={onProfile ? "page" : undefined} onClick={() => setOpen(false)} className={itemClass}>
            Profile
          </Link>
          {memberLinks(drillsDue).map((link) => (
            <Link key={link.href} href={link.href} role="menuitem" aria-current={link.current(pathname) ? "page" : undefined} onClick={() => setOpen(false)} className={itemClass}>
              {link.label}
              {link.href === "/mocks" && mockNotices > 0 && <> <span className="ml-1 rounded-full bg-violet-700 px-1.5 text-xs font-semibold text-white">{mockNotices}<span className="sr-only"> new</span></span></>}
            </Link>
          ))}
          {admin && (
            <Link href={ADMIN_PATH} role="menuitem" aria-current={pathname.startsWith(ADMIN_PATH) ? "page" : undefined} onClick={() => setOpen(false)} className={itemClass}>
              Admin
            </Link>
          )}
          {/* Logout lands on /login, whose page clears what the browser kept for the member (ClearMemberStorage): not
              here, where the code would weigh on every lesson page. */}
          <form action={signOut}>
            <button type="submit" role="menuitem" className={itemClass}>
              Logout
            </button>
          </form>
        </div>
      )}
    </div>
  );
}
