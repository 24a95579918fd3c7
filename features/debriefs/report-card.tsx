import type { ReactNode } from "react";
import type { ApprovedReport } from "@/lib/debriefs/approved-report";
import { debriefLabel } from "@/lib/debriefs/debrief-kinds";
import { labelOf } from "@/lib/practice/question-kinds";
import { monthLabel } from "@/lib/debriefs/months";

/** One report as members read it: month and year (never the day), company, level, round, questions, outcome, tip. */
export function ReportCard({ report, children, showCompany = true }: { report: ApprovedReport; children?: ReactNode; showCompany?: boolean }) {
  const line = [monthLabel(report.month), showCompany ? labelOf(report.company) : null, debriefLabel(report.level), debriefLabel(report.roundType), debriefLabel(report.format), `${report.minutes} min`]
    .filter(Boolean)
    .join(" · ");
  return (
    <article className="space-y-2 rounded-lg border border-slate-200 p-4">
      <p className="font-medium text-slate-900">{line}</p>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {report.questions.map((question, index) => (
          <li key={index} className="whitespace-pre-line break-words">{question}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">Outcome: {debriefLabel(report.outcome)}</p>
      {report.tip && <p className="whitespace-pre-line break-words text-sm text-slate-700">Tip: {report.tip}</p>}
      {children}
    </article>
  );
}
