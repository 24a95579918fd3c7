import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { formatDuration } from "@/features/practice/format";
import { formatDateTime } from "@/lib/indian-time";
import { loadAttempts } from "@/features/practice/load-practice";
import { answerAgainPath, attemptPath, PRACTICE_PATH } from "@/lib/practice/practice-paths";
import { skillNames } from "@/features/practice/question-skills";
import { levelLabel } from "@/features/practice/sample-answers";
import { deleteAttempt } from "@/features/practice/save-answer";
import { requireMember } from "@/lib/auth/session";
import { loadQuestionBank } from "@/lib/practice/question-files";

export const metadata: Metadata = { title: "Your practice answers" };

/**
 * `/practice/history`: every submitted answer, newest first, with its date, time taken, self-grades and the editors'
 * scores of the sample answers it was compared with; each can be opened, answered again or deleted.
 */
export default async function HistoryPage() {
  const member = await requireMember();
  const [bank, attempts, names] = await Promise.all([loadQuestionBank(), loadAttempts(member.id), skillNames()]);
  const submitted = attempts.filter((attempt) => attempt.submittedAt && bank.byId.has(attempt.questionId));
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <Link href={PRACTICE_PATH} className="text-sm text-violet-800 underline">All practice questions</Link>
        <h1 className="text-3xl font-bold text-slate-900">Your practice answers</h1>
        {submitted.length === 0 && <p className="text-slate-700">No answers yet. Pick a question from the bank to start.</p>}
      </div>
      <ul className="space-y-4">
        {submitted.map((attempt) => {
          const question = bank.byId.get(attempt.questionId)!;
          const grades = question.skills.filter((skill) => attempt.selfGrades[skill] !== undefined);
          const name = (skill: string) => names.get(skill) ?? skill;
          return (
            <li key={attempt.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
              <h2 className="font-semibold text-slate-900">{question.title}</h2>
              <p className="text-sm text-slate-700">
                {formatDateTime(attempt.submittedAt!)} · {formatDuration(attempt.secondsTaken)} of {question.minutes} minutes
              </p>
              <p className="text-sm text-slate-800">
                {grades.length ? `Your grades: ${grades.map((skill) => `${name(skill)} ${attempt.selfGrades[skill]}`).join(", ")}` : "Not graded yet"}
              </p>
              {attempt.revealedSamples.map((index) => {
                const sample = question.samples[index];
                return sample ? (
                  <p key={index} className="text-sm text-slate-800">
                    Editors, {levelLabel(sample.level)} sample: {sample.scores.map((score) => `${name(score.skill)} ${score.score}`).join(", ")}
                  </p>
                ) : null;
              })}
              <div className="flex flex-wrap items-center gap-4 text-sm">
                <Link href={attemptPath(question.id, attempt.id)} className="inline-flex min-h-11 min-w-11 items-center text-violet-800 underline">
                  Open<span className="sr-only"> your answer to “{question.title}” of {formatDateTime(attempt.submittedAt!)}</span>
                </Link>
                <Link href={answerAgainPath(question.id)} className="inline-flex min-h-11 items-center text-violet-800 underline">
                  Answer again<span className="sr-only">: “{question.title}”</span>
                </Link>
                <form action={deleteAttempt}>
                  <input type="hidden" name="attemptId" value={attempt.id} />
                  <button type="submit" className="min-h-11 rounded-md border border-red-700 px-3 py-1 text-red-800 hover:bg-red-50">
                    Delete<span className="sr-only"> your answer to “{question.title}” of {formatDateTime(attempt.submittedAt!)}</span>
                  </button>
                </form>
              </div>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
