import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { notFound, redirect } from "next/navigation";
import { AnswerBox } from "@/features/practice/answer-box";
import { formatDateTime } from "@/lib/indian-time";
import { loadAttempts, type Attempt } from "@/features/practice/load-practice";
import { attemptPath, questionPath } from "@/lib/practice/practice-paths";
import { attemptToGrade } from "@/features/practice/practice-status";
import { QuestionHeader } from "@/features/practice/question-header";
import { MatchingStories } from "@/features/practice/matching-stories";
import { SubmittedAttempt } from "@/features/practice/submitted-attempt";
import { loadStories } from "@/features/stories/load-stories";
import type { Story } from "@/features/stories/story-schema";
import { requireMember } from "@/lib/auth/session";
import { BarCheckEntry } from "@/features/bar-check/bar-check-entry";
import { isOpinionNotice } from "@/features/second-opinion/opinion-notices";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { loadReportedQuestions } from "@/features/debriefs/load-debriefs";
import { reportedLabel } from "@/lib/debriefs/bank-reports";
import { DEBRIEFS_PATH } from "@/features/debriefs/debrief-paths";
import type { Question } from "@/lib/practice/question";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ attempt?: string | string[]; again?: string | string[]; opinion?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const question = (await loadQuestionBank()).byId.get((await params).id);
  return { title: question ? `Practice: ${question.title}` : "Question not found" };
}

/**
 * `/practice/<id>`: the loop. Answer under the clock; submit; grade yourself on the rubric; only then the sample
 * answers with the editors' scores. `?attempt=<id>` opens one of the member's attempts at whatever step it reached;
 * without it, a latest answer still to be graded opens (`?again=1`, from "Answer again", starts a new one instead).
 * `?opinion=<key>` says how a request for the AI second opinion ended, when it showed nothing (opinion-notices.ts).
 */
export default async function QuestionPage({ params, searchParams }: Props) {
  const member = await requireMember();
  const [{ id }, { attempt: requested, again, opinion }] = await Promise.all([params, searchParams]);
  const question = (await loadQuestionBank()).byId.get(id);
  if (!question) notFound();
  const behavioural = question.type === "behavioral";
  const [attempts, stories, reported] = await Promise.all([loadAttempts(member.id, question.id), behavioural ? loadStories(member.id) : null, loadReportedQuestions()]);
  const reports = reported.get(question.id);
  const opened = typeof requested === "string" ? attempts.find((attempt) => attempt.id === requested && attempt.submittedAt) : undefined;
  const toGrade = requested === undefined && again === undefined ? attemptToGrade(attempts) : null;
  if (toGrade) redirect(attemptPath(question.id, toGrade.id));
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <QuestionHeader question={question} />
      {reports && (
        <p className="text-sm font-medium text-violet-900">
          {reportedLabel(reports)} · <Link href={DEBRIEFS_PATH} className="text-violet-800 underline">members&apos; interview debriefs</Link>
        </p>
      )}
      <p className="text-sm">
        <Link href={`${questionPath(question.id)}/kit`} className="text-violet-800 underline">
          Interview a partner
        </Link>{" "}
        <span className="text-slate-700">with this question instead.</span>
      </p>
      {opened ? <SubmittedAttempt memberId={member.id} question={question} attempt={opened} opinionNotice={isOpinionNotice(opinion) ? opinion : undefined} /> : <Answering memberId={member.id} question={question} attempts={attempts} stories={stories} />}
      {opened && <BarCheckEntry questionId={question.id} attemptId={opened.id} />}
      <EarlierAttempts question={question} attempts={attempts} current={opened?.id} />
    </main>
  );
}

function Answering({ memberId, question, attempts, stories }: { memberId: string; question: Question; attempts: Attempt[]; stories: Story[] | null }) {
  const open = attempts.find((attempt) => !attempt.submittedAt);
  return (
    <section aria-labelledby="answer" className="space-y-3">
      <h2 id="answer" className="text-xl font-semibold text-slate-900">Your answer</h2>
      <p className="text-sm text-slate-700">
        Write it as you would say it. It is saved as you type, in this browser at once and on the server every few seconds, and
        only you can see it.
      </p>
      {stories && <MatchingStories stories={stories} competencies={question.competencies ?? []} />}
      <AnswerBox
        memberId={memberId}
        questionId={question.id}
        attemptId={open?.id ?? randomUUID()}
        answer={open?.answer ?? ""}
        seconds={open?.secondsTaken ?? 0}
        minutes={question.minutes}
        submittedIds={attempts.filter((attempt) => attempt.submittedAt).map((attempt) => attempt.id)}
        behavioural={question.type === "behavioral"}
      />
    </section>
  );
}

function EarlierAttempts({ question, attempts, current }: { question: Question; attempts: Attempt[]; current?: string }) {
  const submitted = attempts.filter((attempt) => attempt.submittedAt && attempt.id !== current);
  if (submitted.length === 0) return null;
  return (
    <section aria-labelledby="earlier" className="space-y-2">
      <h2 id="earlier" className="text-xl font-semibold text-slate-900">Your other answers to this question</h2>
      <ul className="list-disc pl-6">
        {submitted.map((attempt) => (
          <li key={attempt.id}>
            <Link href={attemptPath(question.id, attempt.id)} className="text-violet-800 underline">
              Answer of {formatDateTime(attempt.submittedAt!)}
            </Link>{" "}
            <span className="text-sm text-slate-700">{attempt.gradedAt ? "graded" : "not graded yet"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
