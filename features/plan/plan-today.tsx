import type { TodayItem } from "./plan-scheduler";
import { PlanItemLink } from "./plan-item-link";

/** Today's list: each item a link, ticked off when done today. */
export function PlanToday({ items }: { items: TodayItem[] }) {
  const done = items.filter((item) => item.done).length;
  return (
    <section aria-labelledby="plan-today" className="rounded-lg border border-slate-200 p-4">
      <h2 id="plan-today" className="text-xl font-semibold text-slate-900">
        Today
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {done} of {items.length} done
      </p>
      <ul className="mt-3 space-y-2">
        {items.map((item, index) => (
          <li key={index} className="flex items-start gap-2">
            <span aria-hidden="true" className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded border ${item.done ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-400"}`}>
              {item.done ? "✓" : ""}
            </span>
            <span className={item.done ? "text-slate-600 line-through" : undefined}>
              <PlanItemLink item={item} />
              <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
