import { Link } from "@/components/layout/link";
import type { Metadata } from "next";
import { NEW_DEBRIEF_PATH } from "@/features/debriefs/debrief-paths";
import { loadPlan } from "@/features/plan/load-plan";
import { loadPlanHistory } from "@/features/plan/load-plan-history";
import { lessonMinutes } from "@/features/plan/lesson-minutes";
import { formatDay, indianDay } from "@/lib/indian-time";
import { PlanForm } from "@/features/plan/plan-form";
import { lessonsForPlan } from "@/features/plan/plan-lessons";
import { schedulePlan } from "@/features/plan/plan-scheduler";
import { PlanToday } from "@/features/plan/plan-today";
import { CurrentRoundNote } from "@/features/bar-check/current-round-note";
import { PlanWeeks } from "@/features/plan/plan-weeks";
import { overBudgetNote, planSummary } from "@/features/plan/plan-wording";
import { readinessByType } from "@/features/plan/load-readiness";
import { ReadinessTable } from "@/features/plan/readiness-table";
import { requireMember } from "@/lib/auth/session";
import { courseNavigation } from "@/lib/course/navigation";

export const metadata: Metadata = { title: "Your plan" };

const SHORT_PLAN_METHOD =
  "How the plan is made: with under four weeks to go, it follows the course's advice for short preparation. The general framework, how answers are graded, your companies' guides and the framework lesson of each question type come first; a practice answer of 30 minutes and the five-minute drills start on day one; a mock interview comes every four days up to two days before the interview (none on the day you set the plan); and you write stories for your story bank until it holds five. Each day fits your hours a week divided by seven. The other lessons stay open: read them when practice shows a gap. The plan is worked out again every day from what you have done, so a missed day moves its work into the days left.";

const LONG_PLAN_METHOD =
  "How the plan is made: the lessons you have not finished are spread over the first two thirds of the time, in course order, with the guides of your companies. Each week from the half-way day has a mock interview; the rest of your hours go to practice answers of 30 minutes, the question types you have practised least first. Today's list fits your hours a week divided by seven. The plan is worked out again every day from what you have done, so a missed day moves its work into the days left.";

/** `/plan`: from the interview date to what to do today. A guide, never a lock: every page stays open. */
export default async function PlanPage() {
  const member = await requireMember();
  const today = indianDay(new Date());
  const stored = await loadPlan(member.id);
  if (!stored) {
    return (
      <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
        <h1 className="text-3xl font-bold text-slate-900">Your plan</h1>
        <p className="text-slate-700">
          Tell us when your interview is and how much time you have. We will lay out the days until then: the lessons to read,
          questions to practise, the daily drills and mock interviews, and with under four weeks to go only what the course
          advises for short preparation. It is a guide: every page of the course stays open whatever the plan says.
        </p>
        <PlanForm plan={null} today={today} />
      </main>
    );
  }
  const [history, minutes] = await Promise.all([loadPlanHistory(member.id), lessonMinutes()]);
  const plan = schedulePlan({
    today,
    interviewDate: stored.interviewDate,
    hoursPerWeek: stored.hoursPerWeek,
    setOn: stored.setOn,
    lessons: lessonsForPlan(courseNavigation.lessons, minutes, stored.companies),
    history,
  });
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">Your plan</h1>
      {plan.daysLeft === 0 ? (
        <p className="text-slate-700">Your interview date, {formatDay(stored.interviewDate)}, has come. Good luck! Set a new date below for the next one.</p>
      ) : (
        <>
          <p className="text-slate-700">{planSummary(plan.daysLeft, formatDay(stored.interviewDate), stored.hoursPerWeek, plan.dailyMinutes)}</p>
          {plan.overBudgetMinutes > 0 && (
            <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {overBudgetNote(plan.overBudgetMinutes)} Add hours below, or skim the lessons you know well: the plan moves what you do
              not finish into the days left.
            </p>
          )}
          <PlanToday items={plan.today} extra={<CurrentRoundNote className="mt-3 text-sm" />} />
          <ReadinessTable byType={readinessByType(history)} />
          <PlanWeeks weeks={plan.weeks} />
          <p className="text-sm text-slate-700">
            Had an interview round? <Link href={NEW_DEBRIEF_PATH} className="text-violet-800 underline">Report it</Link>: what you were asked helps the
            next member, and how it went shows whether readiness predicts passing.
          </p>
          <p className="text-sm text-slate-600">{plan.short ? SHORT_PLAN_METHOD : LONG_PLAN_METHOD}</p>
        </>
      )}
      <details className="rounded-lg border border-slate-200 px-4 py-1.5">
        <summary className="cursor-pointer py-2.5 font-medium text-slate-900">Change your plan</summary>
        <div className="mt-2 pb-3">
          <PlanForm plan={stored} today={today} />
        </div>
      </details>
    </main>
  );
}
