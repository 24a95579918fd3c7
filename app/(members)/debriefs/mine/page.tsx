import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { DEBRIEFS_PATH, NEW_DEBRIEF_PATH } from "@/features/debriefs/debrief-paths";
import { loadMyReports, type MyReport } from "@/features/debriefs/load-debriefs";
import { MyReportActions } from "@/features/debriefs/my-report-actions";
import { ReportCard } from "@/features/debriefs/report-card";
import { requireMember } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Your interview reports" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const STATUS: Record<MyReport["status"], string> = {
  pending: "Waiting for an admin: only you can see it.",
  approved: "Approved: members read it, without your name.",
  rejected: "Not approved.",
  withdrawn: "Withdrawn.",
};

/** `/debriefs/mine`: the member's own reports with their status (and an admin's reason), outcome and removal. */
export default async function MyDebriefsPage({ searchParams }: Props) {
  const member = await requireMember();
  const sent = (await searchParams).sent !== undefined;
  const reports = await loadMyReports(member.id);
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Your interview reports</h1>
        <p className="text-slate-700">
          Update a report&apos;s outcome when you hear back; remove a report (and its outcome) at any time.{" "}
          <Link href={NEW_DEBRIEF_PATH} className="text-violet-800 underline">Report another round</Link> or <Link href={DEBRIEFS_PATH} className="text-violet-800 underline">read members&apos; reports</Link>.
        </p>
      </div>
      {sent && <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">Report sent. An admin will check it before other members read it.</p>}
      {reports === null ? (
        <p className="text-slate-800">Your reports cannot be read right now. Please try again.</p>
      ) : reports.length === 0 ? (
        <p className="text-slate-700">No reports yet.</p>
      ) : (
        <ul className="space-y-4">
          {reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report}>
                <p className="text-sm font-medium text-slate-900">{STATUS[report.status]}</p>
                {report.rejectReason && <p className="whitespace-pre-line break-words text-sm text-slate-800">The admin&apos;s reason: {report.rejectReason}</p>}
                <MyReportActions report={report.id} outcome={report.outcome} />
              </ReportCard>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
