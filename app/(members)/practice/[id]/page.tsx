import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AnswerBox } from "@/features/practice/answer-box";
import { calibrate, tendencies } from "@/features/practice/calibration";
import { formatDuration, formatWhen } from "@/features/practice/format";
import { loadAttempts, loadGradings, type Attempt } from "@/features/practice/load-practice";
import { attemptPath, questionPath } from "@/features/practice/practice-paths";
import { QuestionHeader } from "@/features/practice/question-header";
import { skillNames, skillsOf } from "@/features/practice/question-skills";
import { RubricGradeForm } from "@/features/practice/rubric-grade-form";
import { SampleAnswers } from "@/features/practice/sample-answers";
import { gradeAttempt, revealSamples } from "@/features/practice/save-answer";
import { requireMember } from "@/lib/auth/session";
import { rubricLevels } from "@/lib/course/rubric-schema";
import { loadQuestionBank } from "@/lib/practice/question-files";
import type { Question } from "@/lib/practice/question";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ attempt?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const question = (await loadQuestionBank()).byId.get((await params).id);
  return { title: question ? `Practice: ${question.title}` : "Question not found" };
}

/**
 * `/practice/<id>`: the loop. Answer under the clock; submit; grade yourself on the rubric; only then the sample
 * answers with the editors' scores. `?attempt=<id>` opens one of the member's attempts at whatever step it reached.
 */
export default async function QuestionPage({ params, searchParams }: Props) {
  const member = await requireMember();
  const [{ id }, { attempt: requested }] = await Promise.all([params, searchParams]);
  const question = (await loadQuestionBank()).byId.get(id);
  if (!question) notFound();
  const attempts = await loadAttempts(member.id, question.id);
  const opened = typeof requested === "string" ? attempts.find((attempt) => attempt.id === requested && attempt.submittedAt) : undefined;
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <QuestionHeader question={question} />
      <p className="text-sm">
        {/* Not prefetched: a partner session is the exception, and the kit is a page of its own. */}
        <Link href={`${questionPath(question.id)}/kit`} prefetch={false} className="text-violet-800 underline">
          Interview a partner
        </Link>{" "}
        <span className="text-slate-700">with this question instead.</span>
      </p>
      {opened ? <SubmittedAttempt memberId={member.id} question={question} attempt={opened} /> : <Answering memberId={member.id} question={question} attempts={attempts} />}
      <EarlierAttempts question={question} attempts={attempts} current={opened?.id} />
    </main>
  );
}

function Answering({ memberId, question, attempts }: { memberId: string; question: Question; attempts: Attempt[] }) {
  const open = attempts.find((attempt) => !attempt.submittedAt);
  return (
    <section aria-labelledby="answer" className="space-y-3">
      <h2 id="answer" className="text-xl font-semibold text-slate-900">Your answer</h2>
      <p className="text-sm text-slate-700">
        Write it as you would say it. It is saved as you type, in this browser at once and on the server every few seconds, and
        only you can see it.
      </p>
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

async function SubmittedAttempt({ memberId, question, attempt }: { memberId: string; question: Question; attempt: Attempt }) {
  const [skills, names, gradings] = await Promise.all([skillsOf(question), skillNames(), attempt.gradedAt ? loadGradings(memberId) : []]);
  const lines = tendencies(calibrate(gradings), skills);
  return (
    <>
      <section aria-labelledby="your-answer" className="space-y-2">
        <h2 id="your-answer" className="text-xl font-semibold text-slate-900">Your answer</h2>
        <p className="text-sm text-slate-700">
          Submitted {formatWhen(attempt.submittedAt!)} after {formatDuration(attempt.secondsTaken)} ({question.minutes} minutes allowed).
        </p>
        <p className="whitespace-pre-wrap rounded-md border border-slate-200 p-3 text-slate-800">{attempt.answer}</p>
        <Link href={questionPath(question.id)} className="inline-block text-violet-800 underline">
          Answer again
        </Link>
      </section>
      {!attempt.gradedAt ? (
        <section aria-labelledby="grade" className="space-y-3">
          <h2 id="grade" className="text-xl font-semibold text-slate-900">Grade yourself</h2>
          <p className="text-sm text-slate-700">
            Choose the level that fits your answer on each skill, by the rubric’s descriptions rather than your overall impression.
            The sample answers open once you have graded every skill.
          </p>
          <RubricGradeForm action={gradeAttempt} hidden={{ attemptId: attempt.id, questionId: question.id }} skills={skills} levels={rubricLevels} submitLabel="Save my grades" />
        </section>
      ) : (
        <section aria-labelledby="grades" className="space-y-3">
          <h2 id="grades" className="text-xl font-semibold text-slate-900">Your grades</h2>
          <ul className="space-y-1 text-slate-800">
            {skills.map((skill) => (
              <li key={skill.id}>
                {skill.name}: {rubricLevels[(attempt.selfGrades[skill.id] ?? 1) - 1]?.label} ({attempt.selfGrades[skill.id]})
              </li>
            ))}
          </ul>
          {lines.map((line) => (
            <p key={line} role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {line}. Keep it in mind when you compare your grades with the editors’ below.
            </p>
          ))}
          {attempt.revealedSamples.length === 0 && question.samples.length + question.probes.length > 0 ? (
            <form action={revealSamples}>
              <input type="hidden" name="attemptId" value={attempt.id} />
              <input type="hidden" name="questionId" value={question.id} />
              <button type="submit" className="rounded-md bg-violet-700 px-4 py-2.5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700">
                Show the sample answers
              </button>
            </form>
          ) : (
            <SampleAnswers question={question} names={names} yours={attempt.selfGrades} />
          )}
        </section>
      )}
    </>
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
              Answer of {formatWhen(attempt.submittedAt!)}
            </Link>{" "}
            <span className="text-sm text-slate-700">{attempt.gradedAt ? "graded" : "not graded yet"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
