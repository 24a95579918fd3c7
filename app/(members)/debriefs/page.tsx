import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { approvedFiltersOf, PERIODS, readDebriefFilters, type DebriefFilters } from "@/features/debriefs/debrief-filters";
import { DEBRIEFS_PATH, MY_DEBRIEFS_PATH, NEW_DEBRIEF_PATH } from "@/features/debriefs/debrief-paths";
import { FlagForm } from "@/features/debriefs/flag-form";
import { loadApproved } from "@/features/debriefs/load-debriefs";
import { ReportCard } from "@/features/debriefs/report-card";
import { requireMember } from "@/lib/auth/session";
import { COMPANIES } from "@/lib/course/companies";
import { LEVELS, ROUND_TYPES } from "@/lib/debriefs/debrief-kinds";
import { currentMonth } from "@/lib/debriefs/months";

export const metadata: Metadata = { title: "Interview debriefs" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const selectClass = "block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-violet-700";

function Filter({ name, label, options, value }: { name: keyof DebriefFilters; label: string; options: readonly { key: string; label: string }[]; value?: string }) {
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

/** `/debriefs`: every approved report, newest round first, filtered by company, level, round type and period. */
export default async function DebriefsPage({ searchParams }: Props) {
  await requireMember();
  const filters = readDebriefFilters(await searchParams);
  const reports = await loadApproved(approvedFiltersOf(filters, currentMonth()));
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Interview debriefs</h1>
        <p className="text-slate-700">
          Rounds members really sat, checked by an admin for names, with the month and year only. Never who wrote them.{" "}
          <Link href={NEW_DEBRIEF_PATH} className="font-semibold text-violet-800 underline">Report a round</Link> ·{" "}
          <Link href={MY_DEBRIEFS_PATH} className="text-violet-800 underline">Your reports</Link>
        </p>
      </div>
      <form action={DEBRIEFS_PATH} className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <Filter name="company" label="Company" options={COMPANIES.map((company) => ({ key: company.id, label: company.name }))} value={filters.company} />
        <Filter name="level" label="Level" options={LEVELS} value={filters.level} />
        <Filter name="round" label="Round" options={ROUND_TYPES} value={filters.round} />
        <Filter name="period" label="Period" options={PERIODS} value={filters.period} />
        <div className="sm:col-span-2">
          <button type="submit" className="min-h-11 rounded-md bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700">
            Show reports
          </button>
        </div>
      </form>
      <section aria-labelledby="reports" className="space-y-3">
        <h2 id="reports" className="text-xl font-semibold text-slate-900">
          {reports === null ? "Reports" : reports.length === 1 ? "1 report" : `${reports.length} reports`}
        </h2>
        {reports === null && <p className="text-slate-800">The reports cannot be read right now. Please try again.</p>}
        {reports?.length === 0 && <p className="text-slate-700">No approved report matches these filters yet. Choose “Any” for one of them.</p>}
        <ul className="space-y-4">
          {reports?.map((report) => (
            <li key={report.id}>
              <ReportCard report={report}>
                <FlagForm report={report.id} />
              </ReportCard>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
