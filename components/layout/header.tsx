import { Link } from "@/components/layout/link";
import type { ReactNode } from "react";
import { siteConfig } from "@/lib/site-config";
import type { Theme } from "@/lib/theme/theme";
import { ThemeSelect } from "./theme-select";

/** Where "Skip to content" lands: the page beside the header and sidebar, in both layouts. */
export const CONTENT_ID = "content";

/**
 * The fixed top bar: "Skip to content" (shown on focus), the logo (to "/"), the theme control, and for members the
 * sidebar toggle, the search and the avatar menu. `theme` is the one the request's cookie names, or undefined on a
 * page prepared for every member.
 */
export function Header({ theme, menuToggle, search, avatar }: { theme?: Theme; menuToggle?: ReactNode; search?: ReactNode; avatar?: ReactNode }) {
  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-4">
      <a
        href={`#${CONTENT_ID}`}
        className="sr-only rounded-md bg-white px-3 py-2 font-semibold text-violet-900 focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus-visible:outline-2 focus-visible:outline-violet-700"
      >
        Skip to content
      </a>
      {menuToggle}
      {/* On a phone the name is the brand, in full on up to two lines: the mark beside it left room for "PM…" only. */}
      <Link href="/" data-brand className="flex min-h-11 min-w-0 items-center gap-2 rounded-md px-1 font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700">
        <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-violet-700 text-sm text-white max-sm:hidden">
          PM
        </span>
        <span className="text-sm leading-tight sm:text-base">{siteConfig.productName}</span>
      </Link>
      <div className="ml-auto flex items-center gap-2">
        {search}
        <ThemeSelect initial={theme} />
        {avatar}
      </div>
    </header>
  );
}
