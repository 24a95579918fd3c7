import { formatDay } from "@/lib/indian-time";
import type { PlanItem, PlanWeek } from "./plan-scheduler";
import { PlanItemLink } from "./plan-item-link";

const hours = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} h`;

/** The weeks to the interview, each with its items folded: lessons, drills and mocks listed, then practice. */
export function PlanWeeks({ weeks }: { weeks: PlanWeek[] }) {
  return (
    <section aria-labelledby="plan-weeks" className="space-y-3">
      <h2 id="plan-weeks" className="text-xl font-semibold text-slate-900">
        Week by week
      </h2>
      <ol className="space-y-2">
        {weeks.map((week, index) => (
          <li key={week.start}>
            <details open={index === 0} className="rounded-lg border border-slate-200 px-3 py-1">
              <summary className="cursor-pointer py-2.5 font-medium text-slate-900">
                Week {index + 1}: {formatDay(week.start)} to {formatDay(week.end)}
                <span className={week.minutes > week.budget ? "text-red-700" : "text-slate-600"}>
                  {" "}· {hours(week.minutes)} of {hours(week.budget)}
                </span>
              </summary>
              <WeekItems items={week.items} />
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

function WeekItems({ items }: { items: PlanItem[] }) {
  const listed = items.filter((item) => item.kind !== "practice");
  const practice = items.filter((item) => item.kind === "practice");
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {listed.map((item, index) => (
        <li key={index}>
          <PlanItemLink item={item} />
        </li>
      ))}
      {practice.map((item, index) => (
        <li key={`p${index}`}>
          <PlanItemLink item={item} />
        </li>
      ))}
    </ul>
  );
}
