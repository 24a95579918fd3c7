import type { ReactNode } from "react";
import type { TodayItem } from "./plan-scheduler";
import { PlanItemLink } from "./plan-item-link";

/**
 * Today's list: each item a link, marked done by the work itself (no box to tick: a lesson completed, an answer graded,
 * a drill session finished, a story written or a mock held marks it), so the list cannot claim work that was not done.
 * `extra` follows the list: this week's Bar Check round, when one is open.
 */
export function PlanToday({ items, extra }: { items: TodayItem[]; extra?: ReactNode }) {
  const done = items.filter((item) => item.done).length;
  const minutes = items.reduce((sum, item) => sum + item.minutes, 0);
  return (
    <section aria-labelledby="plan-today" className="rounded-lg border border-slate-200 p-4">
      <h2 id="plan-today" className="text-xl font-semibold text-slate-900">
        Today
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {done} of {items.length} done · about {minutes} min. Each item is marked done when you do it: finish the lesson, grade your
        answer, finish the drill session, add the story or hold the mock.
      </p>
      <ul className="mt-3 space-y-2">
        {items.map((item, index) => (
          <li key={index} className="flex items-start gap-2">
            <span aria-hidden="true" className={`w-4 shrink-0 text-center ${item.done ? "font-bold text-emerald-700" : "text-slate-500"}`}>
              {item.done ? "✓" : "•"}
            </span>
            <span className={item.done ? "text-slate-600 line-through" : undefined}>
              <PlanItemLink item={item} />
              <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
            </span>
          </li>
        ))}
      </ul>
      {extra}
    </section>
  );
}
