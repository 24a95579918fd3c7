import Link from "next/link";
import type { ReactNode } from "react";
import { siteConfig } from "@/lib/site-config";

/** The fixed top bar: the logo (to "/"), and for members the sidebar toggle and the avatar menu. */
export function Header({ menuToggle, avatar }: { menuToggle?: ReactNode; avatar?: ReactNode }) {
  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-4">
      {menuToggle}
      <Link href="/" className="flex items-center gap-2 rounded-md px-1 py-1 font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700">
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-lg bg-violet-700 text-sm text-white">
          PM
        </span>
        <span className="truncate">{siteConfig.productName}</span>
      </Link>
      <div className="ml-auto">{avatar}</div>
    </header>
  );
}
