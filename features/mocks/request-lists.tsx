import { Link } from "@/components/layout/link";
import { rubricLevels } from "@/lib/course/rubric-schema";
import { labelOf } from "@/lib/practice/question-kinds";
import { ActionButton } from "./action-button";
import { reportNoShow } from "./after-mock-actions";
import { FeedbackForm } from "./feedback-form";
import { formatIndianTime } from "./ist-time";
import type { MockRequest, ReceivedFeedback } from "./load-mock-page";
import type { PracticeSelfGrade } from "./practice-self-grades";
import { answerMockRequest } from "./request-actions";
import type { ScoredSkill } from "./rubric-radios";

/** What the lists need of each question: its title and the rubric skills it is scored on. */
export type QuestionInfo = Map<string, { title: string; skills: ScoredSkill[] }>;

const LEVELS = rubricLevels.map((level) => level.label);
const cardClass = "space-y-2 rounded-lg border border-slate-200 p-4";
const linkClass = "text-violet-800 underline underline-offset-2";

function Summary({ request, questions }: { request: MockRequest; questions: QuestionInfo }) {
  return (
    <>
      <p className="font-semibold text-slate-900">
        {request.other_name} · <time dateTime={request.proposed_at}>{formatIndianTime(request.proposed_at)}</time>
      </p>
      <p className="text-sm text-slate-700">
        {labelOf(request.question_type)}: {questions.get(request.question_id)?.title ?? request.question_id} ·{" "}
        {request.i_interview_first ? "you interview first" : `${request.other_name} interviews first`}
      </p>
    </>
  );
}

/** Requests sent to the member, waiting for their answer. */
export function IncomingRequests({ requests, questions }: { requests: MockRequest[]; questions: QuestionInfo }) {
  if (requests.length === 0) return <p className="text-slate-700">No requests waiting for your answer.</p>;
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <li key={request.id} className={cardClass}>
          <Summary request={request} questions={questions} />
          <div className="flex flex-wrap gap-3">
            <ActionButton action={answerMockRequest} fields={{ id: request.id, answer: "accepted" }} label={`Accept ${request.other_name}'s request`} tone="main" />
            <ActionButton action={answerMockRequest} fields={{ id: request.id, answer: "declined" }} label={`Decline ${request.other_name}'s request`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const STATUS = { pending: "Waiting for an answer", accepted: "Accepted", declined: "Declined", cancelled: "Cancelled", held: "Held" } as const;

/** Requests the member sent that are not agreed: waiting, declined or cancelled. */
export function OutgoingRequests({ requests, questions }: { requests: MockRequest[]; questions: QuestionInfo }) {
  if (requests.length === 0) return <p className="text-slate-700">You have sent no requests yet.</p>;
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <li key={request.id} className={cardClass}>
          <Summary request={request} questions={questions} />
          <p className="text-sm font-medium text-slate-900">{STATUS[request.status]}</p>
          {request.status === "pending" && <ActionButton action={answerMockRequest} fields={{ id: request.id, answer: "cancelled" }} label={`Cancel the request to ${request.other_name}`} />}
        </li>
      ))}
    </ul>
  );
}

/** Agreed mocks still to come: the time, the partner's link, the kit and a calendar file. */
export function UpcomingMocks({ requests, questions }: { requests: MockRequest[]; questions: QuestionInfo }) {
  if (requests.length === 0) return <p className="text-slate-700">No mocks agreed yet.</p>;
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <li key={request.id} className={cardClass}>
          <Summary request={request} questions={questions} />
          <p className="break-all text-sm text-slate-800">
            Video link:{" "}
            {request.link ? (
              <a href={request.link} rel="noopener noreferrer nofollow" target="_blank" className={linkClass}>
                {request.link}
              </a>
            ) : (
              `${request.other_name} has left the board`
            )}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link href={`/practice/${request.question_id}/kit?mock=${request.id}`} className={linkClass}>
              Interviewer&apos;s kit
            </Link>
            <Link href={`/practice/${request.question_id}/kit/candidate`} className={linkClass}>
              Candidate view
            </Link>
            <a href={`/mocks/${request.id}/calendar`} download className={linkClass}>
              Add to calendar (.ics)
            </a>
          </p>
          <ActionButton action={answerMockRequest} fields={{ id: request.id, answer: "cancelled" }} label={`Cancel the mock with ${request.other_name}`} />
        </li>
      ))}
    </ul>
  );
}

/** Agreed mocks whose time has come: feedback to give, feedback received (beside the member's practice self-grade), no-show. */
export function PastMocks({
  requests,
  questions,
  received,
  selfGrades,
}: {
  requests: MockRequest[];
  questions: QuestionInfo;
  received: ReceivedFeedback[];
  selfGrades: Map<string, PracticeSelfGrade>;
}) {
  if (requests.length === 0) return <p className="text-slate-700">No past mocks yet.</p>;
  return (
    <ul className="space-y-3">
      {requests.map((request) => {
        const question = questions.get(request.question_id);
        const feedback = received.find((item) => item.request_id === request.id);
        const selfGrade = selfGrades.get(request.question_id);
        return (
          <li key={request.id} className={`${cardClass} space-y-4`}>
            <Summary request={request} questions={questions} />
            {feedback ? (
              <section aria-label={`Feedback from ${request.other_name}`} className="space-y-2">
                <h3 className="font-medium text-slate-900">Feedback from {request.other_name}</h3>
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className="py-1 pr-2">Skill</th>
                      <th scope="col" className="py-1 pr-2">Their score</th>
                      <th scope="col" className="py-1">Your practice self-grade</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(question?.skills ?? Object.keys(feedback.scores).map((id) => ({ id, name: id, description: "" }))).map((skill) => (
                      <tr key={skill.id} className="border-t border-slate-200">
                        <th scope="row" className="py-1 pr-2 font-normal">{skill.name}</th>
                        <td className="py-1 pr-2 tabular-nums">{feedback.scores[skill.id] ?? "-"} / 5</td>
                        <td className="py-1 tabular-nums">{selfGrade?.scores[skill.id] !== undefined ? `${selfGrade.scores[skill.id]} / 5` : "none yet"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {feedback.comments && <p className="whitespace-pre-line text-sm text-slate-800">“{feedback.comments}”</p>}
              </section>
            ) : (
              <p className="text-sm text-slate-700">{request.other_name} has not sent feedback yet.</p>
            )}
            {request.feedback_given ? (
              <p className="text-sm text-slate-700">You sent your feedback.</p>
            ) : (
              question && <FeedbackForm requestId={request.id} partnerName={request.other_name} skills={question.skills} levels={LEVELS} />
            )}
            {request.no_show_reported ? (
              <p className="text-sm text-slate-700">You reported that {request.other_name} did not come.</p>
            ) : (
              <ActionButton action={reportNoShow} fields={{ request_id: request.id }} label={`${request.other_name} did not come`} tone="danger" />
            )}
          </li>
        );
      })}
    </ul>
  );
}
