import type { LevelName } from "@/components/ui/rubric-choices";
import { labelOf } from "@/lib/practice/question-kinds";
import { ActionButton } from "./action-button";
import { reportNoShow } from "./after-mock-actions";
import { FeedbackForm } from "./feedback-form";
import { formatIndianClock, formatIndianTime } from "@/lib/indian-time";
import type { AgreedRequest, ReceivedFeedback } from "./load-mock-page";
import { halvesOf } from "./mock-halves";
import { mockWindow, receivedFeedbackReadable } from "./mock-window";
import type { QuestionInfo } from "./request-lists";
import type { TypeSelfGrades } from "./self-grades-by-type";

/** "2 / 5", "2.5 / 5" */
const outOfFive = (score: number) => `${Math.round(score * 10) / 10} / 5`;

/**
 * What an agreed mock offers once it has started, on its card under Upcoming and then under past mocks: the feedback
 * received (blind until the member sends theirs or two days pass), beside their own practice self-grades of the same
 * question type; the member's feedback form; and "did not come", once the grace period after the start is over.
 */
export function MockAfterStart({
  request,
  memberId,
  questions,
  received,
  selfGrades,
  levels,
  now,
}: {
  request: AgreedRequest;
  memberId: string;
  questions: QuestionInfo;
  received?: ReceivedFeedback;
  selfGrades?: TypeSelfGrades;
  levels: readonly LevelName[];
  now: Date;
}) {
  const { asking, answering } = halvesOf(request);
  const times = mockWindow(request.proposed_at);
  const name = request.other_name;
  const opensOn = formatIndianTime(new Date(times.feedbackOpenFrom).toISOString());
  const skills = questions.get(answering.id)?.skills ?? Object.keys(received?.scores ?? {}).map((id) => ({ id, name: id, description: "" }));
  const askingSkills = questions.get(asking.id)?.skills;
  return (
    <>
      {received ? (
        <section aria-label={`Feedback from ${name}`} className="space-y-2">
          <h3 className="font-medium text-slate-900">Feedback from {name}</h3>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-2">Skill</th>
                <th scope="col" className="py-1 pr-2">Their score</th>
                <th scope="col" className="py-1">Your self-grade</th>
              </tr>
            </thead>
            <tbody>
              {skills.map((skill) => (
                <tr key={skill.id} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-2 font-normal">{skill.name}</th>
                  <td className="py-1 pr-2 tabular-nums">{received.scores[skill.id] ?? "-"} / 5</td>
                  <td className="py-1 tabular-nums">{selfGrades?.scores[skill.id] !== undefined ? outOfFive(selfGrades.scores[skill.id]!) : "none yet"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-sm text-slate-700">
            {selfGrades
              ? `Your self-grade: the mean of your own grades of your ${labelOf(answering.type).toLowerCase()} practice answers (the latest of each question, ${selfGrades.answers} ${selfGrades.answers === 1 ? "answer" : "answers"}).`
              : `You have not graded a ${labelOf(answering.type).toLowerCase()} practice answer yet.`}
          </p>
          {received.comments && <p className="whitespace-pre-line text-sm text-slate-800">“{received.comments}”</p>}
          {(received.kit_followed !== null || received.probes_asked !== null) && (
            <p className="text-sm text-slate-800">
              You as interviewer: {received.kit_followed === null ? "kit not rated" : received.kit_followed ? "followed the kit" : "did not follow the kit"} ·{" "}
              {received.probes_asked === null ? "probes not rated" : received.probes_asked ? "asked probes" : "asked no probes"}
            </p>
          )}
        </section>
      ) : (
        <p className="text-sm text-slate-700">
          {!request.other_feedback_given
            ? `${name} has not sent feedback yet.`
            : receivedFeedbackReadable(request.proposed_at, request.feedback_given, now)
              ? `${name} has sent feedback: reload the page to read it.`
              : `${name} has sent feedback. You see it once you send yours, or from ${opensOn}.`}
        </p>
      )}
      {request.feedback_given ? (
        <p className="text-sm text-slate-700">
          You sent your feedback.{!request.other_feedback_given && ` ${name} sees it once they send theirs, or from ${opensOn}.`}
        </p>
      ) : (
        askingSkills && <FeedbackForm place={{ memberId, mockId: request.id, questionId: asking.id }} partnerName={name} skills={askingSkills} levels={levels} />
      )}
      {request.no_show_reported ? (
        <p className="text-sm text-slate-700">You reported that {name} did not come.</p>
      ) : now.getTime() >= times.noShowFrom ? (
        <ActionButton action={reportNoShow} fields={{ request_id: request.id }} label={`${name} did not come`} tone="danger" />
      ) : (
        <p className="text-sm text-slate-700">If {name} has not come by {formatIndianClock(times.noShowFrom)}, you can say so here then.</p>
      )}
    </>
  );
}
