import { Link } from "@/components/layout/link";
import { rubricLevels } from "@/lib/course/rubric-schema";
import { labelInSentence, labelOf, type QuestionType } from "@/lib/practice/question-kinds";
import { ActionButton } from "./action-button";
import { formatIndianClock, formatIndianTime } from "@/lib/indian-time";
import type { AgreedRequest, MockRequest, ReceivedFeedback } from "./load-mock-page";
import { MockAfterStart } from "./mock-after-start";
import { halvesOf, isAgreed } from "./mock-halves";
import { mockPhase, mockWindow } from "./mock-window";
import { answerMockRequest } from "./request-actions";
import type { GradedSkill } from "@/components/ui/rubric-choices";
import type { TypeSelfGrades } from "./self-grades-by-type";

/** What the lists need of each question: its title and the rubric skills it is scored on. */
export type QuestionInfo = Map<string, { title: string; skills: GradedSkill[] }>;

const LEVELS = rubricLevels.map(({ key, label }) => ({ key, label }));
const cardClass = "space-y-2 rounded-lg border border-slate-200 p-4";
const linkClass = "text-violet-800 underline underline-offset-2";
const tapLinkClass = `inline-flex min-h-11 items-center ${linkClass}`;

function Summary({ request, questions, started = false }: { request: MockRequest; questions: QuestionInfo; started?: boolean }) {
  const title = (id: string) => questions.get(id)?.title ?? id;
  const when = (
    <p className="font-semibold text-slate-900">
      {request.other_name} · <time dateTime={request.proposed_at}>{formatIndianTime(request.proposed_at)}</time>
    </p>
  );
  if (!isAgreed(request)) {
    return (
      <>
        {when}
        <p className="text-sm text-slate-700">
          {request.question_id === null
            ? "Two questions, one for each of you, are chosen when the request is accepted, from the types each of you practises."
            : `${labelOf(request.question_type ?? "")}: ${title(request.question_id)}`}
        </p>
      </>
    );
  }
  // The member's own question as candidate stays unnamed until the mock starts: only its interviewer sees it before.
  const { asking, answering } = halvesOf(request);
  const askFirst = request.i_interview_first;
  const asks = `You interview ${askFirst ? "first" : "second"}: ${labelOf(asking.type)}: ${title(asking.id)}`;
  const answers = started
    ? `${request.other_name} interviews ${askFirst ? "second" : "first"}: ${labelOf(answering.type)}: ${title(answering.id)}`
    : `${request.other_name} interviews ${askFirst ? "second" : "first"}: your ${labelInSentence(answering.type)} question is shown when the mock starts`;
  return (
    <>
      {when}
      <ul className="text-sm text-slate-700">
        {askFirst ? (
          <>
            <li>{asks}</li>
            <li>{answers}</li>
          </>
        ) : (
          <>
            <li>{answers}</li>
            <li>{asks}</li>
          </>
        )}
      </ul>
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

interface AfterStartProps {
  memberId: string;
  received: ReceivedFeedback[];
  selfGrades: Map<QuestionType, TypeSelfGrades>;
  now: Date;
}

/**
 * Agreed mocks still to come or under way: the time, the partner's link, the kit, the candidate view and a calendar
 * file, from acceptance until the mock's length and a margin after its start; once it has started, feedback and
 * (after a grace period) "did not come" too.
 */
export function UpcomingMocks({ requests, questions, ...after }: { requests: AgreedRequest[]; questions: QuestionInfo } & AfterStartProps) {
  if (requests.length === 0) return <p className="text-slate-700">No mocks agreed yet.</p>;
  return (
    <ul className="space-y-3">
      {requests.map((request) => {
        const { asking, answering } = halvesOf(request);
        const underWay = mockPhase(request.proposed_at, after.now) === "under-way";
        return (
          <li key={request.id} className={`${cardClass} space-y-4`}>
            <div className="space-y-2">
              <Summary request={request} questions={questions} started={underWay} />
              {underWay && (
                <p className="text-sm font-medium text-slate-900">Under way. The link and the kit stay here until {formatIndianClock(mockWindow(request.proposed_at).currentUntil)}.</p>
              )}
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
              <p className="flex flex-wrap gap-x-4 text-sm">
                <Link href={`/practice/${asking.id}/kit?mock=${request.id}`} className={tapLinkClass}>
                  Interviewer&apos;s kit
                </Link>
                {underWay && (
                  <Link href={`/practice/${answering.id}/kit/candidate?mock=${request.id}`} className={tapLinkClass}>
                    Candidate view
                  </Link>
                )}
                <a href={`/mocks/${request.id}/calendar`} download className={tapLinkClass}>
                  Add to calendar (.ics)
                </a>
              </p>
            </div>
            {underWay ? (
              <AfterStart request={request} questions={questions} {...after} />
            ) : (
              <ActionButton action={answerMockRequest} fields={{ id: request.id, answer: "cancelled" }} label={`Cancel the mock with ${request.other_name}`} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function AfterStart({ request, questions, memberId, received, selfGrades, now }: { request: AgreedRequest; questions: QuestionInfo } & AfterStartProps) {
  return (
    <MockAfterStart
      request={request}
      memberId={memberId}
      questions={questions}
      received={received.find((item) => item.request_id === request.id)}
      selfGrades={selfGrades.get(halvesOf(request).answering.type)}
      levels={LEVELS}
      now={now}
    />
  );
}

/** Agreed mocks that are over: feedback received (beside the member's practice self-grades), feedback to give, no-show. */
export function PastMocks({ requests, questions, ...after }: { requests: AgreedRequest[]; questions: QuestionInfo } & AfterStartProps) {
  if (requests.length === 0) return <p className="text-slate-700">No past mocks yet.</p>;
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <li key={request.id} className={`${cardClass} space-y-4`}>
          <div className="space-y-2">
            <Summary request={request} questions={questions} started />
          </div>
          <AfterStart request={request} questions={questions} {...after} />
        </li>
      ))}
    </ul>
  );
}
