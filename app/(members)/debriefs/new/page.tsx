import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { MY_DEBRIEFS_PATH } from "@/features/debriefs/debrief-paths";
import { ReportForm } from "@/features/debriefs/report-form";
import { requireMember } from "@/lib/auth/session";
import { COMPANY_IDS } from "@/lib/course/companies";
import { currentMonth, monthsBefore } from "@/lib/debriefs/months";

export const metadata: Metadata = { title: "Report a round" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/debriefs/new`: report one interview round (from a company guide, `?company=swiggy` chooses the company). */
export default async function NewDebriefPage({ searchParams }: Props) {
  await requireMember();
  const asked = (await searchParams).company;
  const company = COMPANY_IDS.find((id) => id === asked);
  const thisMonth = currentMonth();
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Report a round</h1>
        <p className="text-slate-700">
          One round of a real interview: which kind, what you were asked, how it went. An admin checks each report for names
          before other members read it, with its month and year only. See <Link href={MY_DEBRIEFS_PATH} className="text-violet-800 underline">your reports</Link>.
        </p>
      </div>
      <ReportForm company={company} thisMonth={thisMonth} earliestMonth={monthsBefore(thisMonth, 24)} />
    </main>
  );
}
