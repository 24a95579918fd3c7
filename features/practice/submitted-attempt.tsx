import { Link } from "@/components/layout/link";
import { rubricLevels } from "@/lib/course/rubric-schema";
import type { Question } from "@/lib/practice/question";
import { afterGrading } from "./after-grading";
import { calibrate, tendencies } from "./calibration";
import { formatDateTime } from "@/lib/indian-time";
import { formatDuration } from "./format";
import { loadGradings, type Attempt } from "./load-practice";
import { answerAgainPath } from "@/lib/practice/practice-paths";
import { skillNames, skillsOf } from "./question-skills";
import { RubricGradeForm } from "./rubric-grade-form";
import { SampleAnswers } from "./sample-answers";
import { gradeAttempt, revealSamples } from "./save-answer";
import { SecondOpinion } from "@/features/second-opinion/second-opinion";
import type { OpinionNotice } from "@/features/second-opinion/opinion-notices";

/**
 * A submitted answer, at the step it reached: the self-grade form; then the grades, any tendency the Grading Mirror
 * has measured on these skills, and "Show the sample answers"; then the samples, probes and lessons (at once for a
 * question without samples: what a strong answer covers instead); and, where the operator has set it up, the AI second
 * opinion beside the member's grades.
 */
export async function SubmittedAttempt({ memberId, question, attempt, opinionNotice }: { memberId: string; question: Question; attempt: Attempt; opinionNotice?: OpinionNotice }) {
  const [skills, names, gradings] = await Promise.all([skillsOf(question), skillNames(), attempt.gradedAt ? loadGradings(memberId) : []]);
  const lines = tendencies(calibrate(gradings), skills);
  return (
    <>
      <section aria-labelledby="your-answer" className="space-y-2">
        <h2 id="your-answer" className="text-xl font-semibold text-slate-900">Your answer</h2>
        <p className="text-sm text-slate-700">
          Submitted {formatDateTime(attempt.submittedAt!)} after {formatDuration(attempt.secondsTaken)} ({question.minutes} minutes allowed).
        </p>
        <p className="whitespace-pre-wrap rounded-md border border-slate-200 p-3 text-slate-800">{attempt.answer}</p>
        <Link href={answerAgainPath(question.id)} className="inline-flex min-h-11 items-center text-violet-800 underline">
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
          {afterGrading(question, attempt) === "reveal-button" ? (
            <form action={revealSamples}>
              <input type="hidden" name="attemptId" value={attempt.id} />
              <input type="hidden" name="questionId" value={question.id} />
              <button type="submit" className="rounded-md bg-violet-700 px-4 py-2.5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700">
                Show the sample answers
              </button>
            </form>
          ) : (
            <SampleAnswers question={question} names={names} yours={attempt.selfGrades} answer={attempt.answer} />
          )}
        </section>
      )}
      <SecondOpinion question={question} attempt={attempt} skills={skills} notice={opinionNotice} />
    </>
  );
}
