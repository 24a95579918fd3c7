"use client";

import { Link } from "@/components/layout/link";

/** A row of the practice bank: the question's link and details, and where this member stands with it. */
export type QuestionRow = { href: string; title: string; details: string; status: string; reported?: string };

/**
 * The bank's rows. A client component so that the server sends the rows as data, once: as server-rendered elements,
 * 156 rows were most of `/practice`'s server time (each element serialised for the browser and rendered again as HTML).
 */
export function QuestionList({ rows }: { rows: QuestionRow[] }) {
  return (
    <ul className="question-list">
      {rows.map((row) => (
        <li key={row.href}>
          <span>
            <Link href={row.href}>{row.title}</Link>
            <small>{row.details}</small>
            {row.reported && <small className="font-medium text-violet-900">{row.reported}</small>}
          </span>
          <small>{row.status}</small>
        </li>
      ))}
    </ul>
  );
}
