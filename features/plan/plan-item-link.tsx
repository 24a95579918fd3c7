import Link from "next/link";
import { QUESTION_TYPE_LABELS } from "./question-type-labels";
import type { PlanItem } from "./plan-scheduler";

/** Where each item of a plan is done, and how it reads: every item is a link to the page that does it. */
export function planItemTarget(item: PlanItem): { href: string; label: string } {
  switch (item.kind) {
    case "lesson":
      return { href: item.path, label: `Read “${item.title}”` };
    case "practice":
      return { href: `/practice?type=${item.questionType}`, label: `Answer and grade a ${QUESTION_TYPE_LABELS[item.questionType]} question` };
    case "drill":
      return { href: "/drills", label: "Today's drill session" };
    case "mock":
      return { href: "/mocks", label: "A mock interview with a partner" };
  }
}

/** One item as a link with its minutes. */
export function PlanItemLink({ item }: { item: PlanItem }) {
  const { href, label } = planItemTarget(item);
  return (
    <>
      <Link href={href} prefetch={false} className="text-violet-800 underline underline-offset-2 hover:text-violet-950">
        {label}
      </Link>
      <span className="text-slate-600"> · {item.minutes} min</span>
    </>
  );
}
