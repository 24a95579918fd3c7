import { COMPANIES } from "@/lib/course/companies";
import { labelOf } from "@/lib/practice/question-kinds";
import { ActionButton } from "./action-button";
import { formatInterviewDate } from "./interview-date";
import type { BoardMember } from "./load-mock-page";
import { EXPERIENCE_BANDS, slotLabel } from "./mock-options";
import { ReportForm } from "./report-form";
import { blockMember } from "./safety-actions";
import { trustOf } from "./trust";

const companyNames = new Map<string, string>(COMPANIES.map((company) => [company.id, company.name]));
const experienceLabels = new Map<string, string>(EXPERIENCE_BANDS.map((band) => [band.key, band.label]));

/** The other members on the board: what they chose to show, their record, and block and report. */
export function BoardList({ board }: { board: BoardMember[] }) {
  if (board.length === 0) return <p className="text-slate-700">Nobody else is on the board yet.</p>;
  return (
    <ul className="space-y-3">
      {board.map((member) => (
        <li key={member.user_id} className="space-y-2 rounded-lg border border-slate-200 p-4" aria-label={member.display_name}>
          <h3 className="font-semibold text-slate-900">{member.display_name}</h3>
          <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">Experience</dt>
            <dd>{experienceLabels.get(member.experience) ?? member.experience}</dd>
            <dt className="font-medium">Aiming at</dt>
            <dd>{member.companies.map((id) => companyNames.get(id) ?? id).join(", ") || "Any company"}</dd>
            {member.interview_date && (
              <>
                <dt className="font-medium">Interview</dt>
                <dd>{formatInterviewDate(member.interview_date)}</dd>
              </>
            )}
            <dt className="font-medium">Practises</dt>
            <dd>{member.question_types.map(labelOf).join(", ") || "Any question type"}</dd>
            <dt className="font-medium">Free every week (IST)</dt>
            <dd>{member.slots.map(slotLabel).join(", ") || "Not said"}</dd>
            <dt className="font-medium">Record</dt>
            <dd>
              {member.held} {member.held === 1 ? "mock" : "mocks"} completed · {member.no_shows} {member.no_shows === 1 ? "no-show" : "no-shows"} · {member.late_cancels}{" "}
              {member.late_cancels === 1 ? "late cancel" : "late cancels"}
              {member.rated_as_interviewer > 0 &&
                ` · as interviewer: followed the kit ${member.kit_followed} of ${member.rated_as_interviewer}, asked probes ${member.probes_asked} of ${member.rated_as_interviewer}`}
            </dd>
            <dt className="font-medium">Trust</dt>
            <dd>{trustOf(member)}</dd>
            {member.linkedin && (
              <>
                <dt className="font-medium">LinkedIn</dt>
                <dd className="break-all">
                  {/^https:\/\//.test(member.linkedin) ? (
                    <a href={member.linkedin} rel="noopener noreferrer nofollow" target="_blank" className="text-violet-800 underline">
                      {member.linkedin}
                    </a>
                  ) : (
                    member.linkedin
                  )}
                </dd>
              </>
            )}
          </dl>
          <div className="flex flex-wrap items-start gap-3">
            <ActionButton action={blockMember} fields={{ member: member.user_id }} label={`Block ${member.display_name}`} tone="danger" />
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer py-2.5 text-violet-800">Report {member.display_name}</summary>
              <div className="mt-2">
                <ReportForm member={member.user_id} name={member.display_name} />
              </div>
            </details>
          </div>
        </li>
      ))}
    </ul>
  );
}
