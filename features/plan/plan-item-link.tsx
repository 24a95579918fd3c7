import { Link } from "@/components/layout/link";
import type { PlanItem } from "./plan-scheduler";
import { planItemTarget } from "./plan-item-target";

/** One item as a link with its minutes. */
export function PlanItemLink({ item }: { item: PlanItem }) {
  const { href, label } = planItemTarget(item);
  return (
    <>
      <Link href={href} className="text-violet-800 underline underline-offset-2 hover:text-violet-950">
        {label}
      </Link>
      <span className="text-slate-600"> · {item.minutes} min</span>
    </>
  );
}
