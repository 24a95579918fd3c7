"use client";

import { Link } from "@/components/layout/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/admin/members", label: "Members" },
  { href: "/admin/feedback", label: "Feedback" },
  { href: "/admin/purchases", label: "Purchases" },
  { href: "/admin/mocks", label: "Mock interviews" },
  { href: "/admin/bar-check", label: "Bar Check" },
  { href: "/admin/debriefs", label: "Debriefs" },
  { href: "/admin/grader", label: "AI grader" },
];

/** The admin pages' tabs, the current one marked for screen readers and by colour. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className="fixed inset-x-0 top-16 z-20 border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-3 sm:px-4">
        {LINKS.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={pathname === href ? "page" : undefined}
              className="block border-b-2 border-transparent px-3 py-3 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700 aria-[current=page]:border-violet-700 aria-[current=page]:text-violet-900"
            >
              {label}
            </Link>
          </li>
        ))}
        <li className="ml-auto">
          <Link href="/" className="block px-3 py-3 text-sm font-medium text-violet-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700">
            Back to the course
          </Link>
        </li>
      </ul>
    </nav>
  );
}
