import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { decideDebrief } from "@/features/admin/debrief-actions";
import { EditDebriefForm, LinkQuestionForm, RejectDebriefForm } from "@/features/admin/debrief-forms";
import { loadAdminDebriefs, type AdminDebrief } from "@/features/admin/debriefs-report";
import { ADMIN_DEBRIEF_OUTCOMES_PATH } from "@/features/debriefs/debrief-paths";
import { ActionButton } from "@/features/mocks/action-button";
import { requireAdmin } from "@/lib/auth/admin";
import { debriefLabel } from "@/lib/debriefs/debrief-kinds";
import { monthLabel } from "@/lib/debriefs/months";
import { formatDateTime } from "@/lib/indian-time";
import { labelOf } from "@/lib/practice/question-kinds";

export const metadata: Metadata = { title: "Interview debriefs · Admin" };

const sectionClass = "space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

function Report({ report }: { report: AdminDebrief }) {
  const line = [monthLabel(report.round_month), labelOf(report.company_id ?? report.company_other ?? ""), debriefLabel(report.level), debriefLabel(report.round_type), debriefLabel(report.format), `${report.minutes} min`, debriefLabel(report.outcome)].join(" · ");
  return (
    <li className="space-y-3 border-t border-slate-200 pt-4">
      <p className="font-medium text-slate-900">{line}</p>
      <p className="text-sm text-slate-700">
        By <span className="break-all">{report.author_email ?? "a former member"}</span> · sent {formatDateTime(report.created_at)} · readiness {report.readiness ?? "none"} ·{" "}
        {report.status === "pending" ? "waiting" : `${report.status} by ${report.decided_by ?? "?"}${report.decided_at ? `, ${formatDateTime(report.decided_at)}` : ""}`}
      </p>
      {report.reject_reason && <p className="text-sm text-slate-800">Reason given: {report.reject_reason}</p>}
      <ol className="list-decimal space-y-1 pl-6 text-slate-800">
        {report.questions.map((question, index) => (
          <li key={index} className="whitespace-pre-line break-words">
            {question}
            {report.links.find((link) => link.index === index) && <span className="text-sm text-slate-600"> (linked to {report.links.find((link) => link.index === index)!.question})</span>}
          </li>
        ))}
      </ol>
      {report.tip && <p className="whitespace-pre-line break-words text-sm text-slate-700">Tip: {report.tip}</p>}
      {report.flags.length > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Flagged {report.flags.length === 1 ? "once" : `${report.flags.length} times`}:</p>
          <ul className="list-disc pl-5">{report.flags.map((flag, index) => <li key={index} className="break-words">{flag.reason}</li>)}</ul>
        </div>
      )}
      {report.edits.length > 0 && (
        <p className="text-sm text-slate-700">Edited by {report.edits.map((edit) => `${edit.by} (${formatDateTime(edit.at)})`).join(", ")}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {report.status !== "approved" && <ActionButton action={decideDebrief} fields={{ report: report.id, decision: "approve" }} label="Approve" tone="main" />}
        {report.flags.length > 0 && report.status === "approved" && <ActionButton action={decideDebrief} fields={{ report: report.id, decision: "keep" }} label="Keep it up" />}
      </div>
      <details>
        <summary className="cursor-pointer py-3 text-sm text-violet-800">Edit for privacy</summary>
        <EditDebriefForm report={report.id} questions={report.questions} tip={report.tip} />
      </details>
      <details>
        <summary className="cursor-pointer py-3 text-sm text-violet-800">{report.status === "approved" ? "Take down with a reason" : "Reject with a reason"}</summary>
        <RejectDebriefForm report={report.id} />
      </details>
      <details>
        <summary className="cursor-pointer py-3 text-sm text-violet-800">Link questions to the bank</summary>
        <div className="space-y-3">
          {report.questions.map((_, index) => (
            <LinkQuestionForm key={index} report={report.id} place={index} linked={report.links.find((link) => link.index === index)?.question ?? null} />
          ))}
        </div>
      </details>
    </li>
  );
}

function Group({ id, title, reports, empty }: { id: string; title: string; reports: AdminDebrief[]; empty: string }) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title} ({reports.length})</h2>
      {reports.length === 0 ? <p className="text-slate-700">{empty}</p> : <ul className="space-y-4">{reports.map((report) => <Report key={report.id} report={report} />)}</ul>}
    </section>
  );
}

/** `/admin/debriefs`: flagged reports first, then those waiting, then those decided; each with its author. */
export default async function AdminDebriefsPage() {
  await requireAdmin();
  const reports = await loadAdminDebriefs();
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Interview debriefs</h1>
      <p className="text-slate-700">
        Remove names, teams and anything that identifies the candidate or the interviewer before approving: edit for privacy (your edit is recorded).{" "}
        <Link href={ADMIN_DEBRIEF_OUTCOMES_PATH} className="text-violet-800 underline">Readiness and outcomes</Link>
      </p>
      {reports === null ? (
        <p className="text-slate-800">The reports cannot be read right now.</p>
      ) : (
        <>
          <Group id="flagged" title="Flagged" reports={reports.filter((report) => report.flags.length > 0 && report.status === "approved")} empty="No flags waiting." />
          <Group id="waiting" title="Waiting for a decision" reports={reports.filter((report) => report.status === "pending")} empty="Nothing waiting." />
          <Group id="decided" title="Decided" reports={reports.filter((report) => report.status !== "pending" && !(report.flags.length > 0 && report.status === "approved"))} empty="None yet." />
        </>
      )}
    </main>
  );
}
