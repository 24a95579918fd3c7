import { randomInt } from "node:crypto";
import type { Metadata } from "next";
import { CurrentRoundNote } from "@/features/bar-check/current-round-note";
import { Link } from "@/components/layout/link";
import { redirect } from "next/navigation";
import { filterQuestions, orderQuestions, pickSurprise, readBankFilters, STATUS_LABELS, type BankFilters } from "@/features/practice/bank-filters";
import { QuestionList } from "@/features/practice/question-list";
import { calibrate } from "@/features/practice/calibration";
import { CalibrationChart } from "@/features/practice/calibration-chart";
import { loadBankProgress } from "@/features/practice/load-practice";
import { HISTORY_PATH, MIRROR_PATH, PRACTICE_PATH, questionPath } from "@/lib/practice/practice-paths";
import { statusesOf } from "@/features/practice/practice-status";
import { skillNames } from "@/features/practice/question-skills";
import { loadPlan } from "@/features/plan/load-plan";
import { SoloMockList } from "@/features/solo-mocks/solo-mock-list";
import { requireMember } from "@/lib/auth/session";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { loadReportedQuestions } from "@/features/debriefs/load-debriefs";
import { reportedLabel, reportedRecently } from "@/lib/debriefs/bank-reports";
import { currentMonth } from "@/lib/debriefs/months";
import { COMPANIES } from "@/lib/course/companies";
import { DIFFICULTIES, labelOf, QUESTION_TYPES } from "@/lib/practice/question-kinds";

export const metadata: Metadata = { title: "Practice" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const selectClass = "block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-violet-700";
const buttonClass = "min-h-11 rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700";

function Filter({ name, label, options, value }: { name: keyof BankFilters; label: string; options: readonly { key: string; label: string }[]; value?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={`filter-${name}`} className="block text-sm font-medium text-slate-800">{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={selectClass}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>{option.label}</option>
        ))}
      </select>
    </div>
  );
}

/** `/practice`: the question bank, filtered by the query string, with this member's status on each and their calibration. */
export default async function PracticePage({ searchParams }: Props) {
  const member = await requireMember();
  const params = await searchParams;
  const filters = readBankFilters(params);
  const [bank, { attempts, gradings }, names, plan, reported] = await Promise.all([loadQuestionBank(), loadBankProgress(), skillNames(), loadPlan(member.id), loadReportedQuestions()]);
  const status = statusesOf(attempts);
  const now = currentMonth();
  const filtered = filterQuestions(bank.questions, filters).filter((question) => !filters.reported || reportedRecently(reported.get(question.id), now));
  const matching = orderQuestions(filtered, plan?.companies ?? []);
  const surprised = params.surprise !== undefined;
  if (surprised) {
    const pick = pickSurprise(matching, status, randomInt(1_000_000) / 1_000_000);
    if (pick) redirect(questionPath(pick.id));
  }
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Practice</h1>
        <p className="text-slate-700">
          Answer a real interview question under the clock, grade yourself on the rubric, then see how the editors scored sample
          answers. Your answers and grades are yours alone. See <Link href={HISTORY_PATH} className="text-violet-800 underline">your answers so far</Link>, or
          train your eye in the <Link href={MIRROR_PATH} className="text-violet-800 underline">Grading Mirror</Link>.
        </p>
        <CurrentRoundNote className="rounded-md border border-violet-200 bg-violet-50 p-3 text-sm" />
      </div>
      <form action={PRACTICE_PATH} className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <Filter name="type" label="Type" options={QUESTION_TYPES} value={filters.type} />
        <Filter name="company" label="Company" options={COMPANIES.map((company) => ({ key: company.id, label: company.name }))} value={filters.company} />
        <Filter name="difficulty" label="Difficulty" options={DIFFICULTIES} value={filters.difficulty} />
        <Filter name="reported" label="Reported by members" options={[{ key: "recent", label: "Reported in the last 6 months" }]} value={filters.reported} />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className={`${buttonClass} bg-violet-700 text-white hover:bg-violet-800`}>Show questions</button>
          <button type="submit" name="surprise" value="1" className={`${buttonClass} border border-violet-700 text-violet-800 hover:bg-violet-50`}>
            Surprise me
          </button>
        </div>
      </form>
      <section aria-labelledby="questions" className="space-y-3">
        <h2 id="questions" className="text-xl font-semibold text-slate-900">
          {matching.length === 1 ? "1 question" : `${matching.length} questions`}
        </h2>
        {matching.length === 0 && (
          <p role={surprised ? "status" : undefined} className="text-slate-700">
            {surprised ? "No question matches these filters, so there is none to surprise you with. " : "No question matches these filters. "}
            Choose “Any” for one of them.
          </p>
        )}
        {matching.length > 1 && (
          <p className="text-sm text-slate-700">
            {plan?.companies.length ? "Questions of the companies in your plan come first, then easy before hard." : "Easy questions first, then medium, then hard."}
          </p>
        )}
        <QuestionList
          rows={matching.map((question) => ({
            href: questionPath(question.id),
            title: question.title,
            details: [
              labelOf(question.type),
              question.companies.map(labelOf).join(", "),
              labelOf(question.difficulty),
              `${question.minutes} min`,
            ].join(" · "),
            status: STATUS_LABELS[status(question.id)],
            reported: reported.has(question.id) ? reportedLabel(reported.get(question.id)!) : undefined,
          }))}
        />
      </section>
      <SoloMockList />
      <section aria-labelledby="calibration" className="space-y-3">
        <h2 id="calibration" className="text-xl font-semibold text-slate-900">How well you grade</h2>
        <CalibrationChart calibration={calibrate(gradings)} names={names} />
        <Link href={MIRROR_PATH} className="inline-block text-violet-800 underline">Grade a sample answer in the Grading Mirror</Link>
      </section>
    </main>
  );
}
