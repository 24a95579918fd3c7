import { Link } from "@/components/layout/link";
import { rubricLevels } from "@/lib/course/rubric-schema";
import { courseNavigation } from "@/lib/course/navigation";
import type { Question } from "@/lib/practice/question";
import { MdxBlocks } from "./mdx-blocks";
import { ScoresTable } from "./scores-table";

export const levelLabel = (key: string) => rubricLevels.find((level) => level.key === key)?.label ?? key;

const answerClass = "whitespace-pre-wrap rounded-md border border-slate-200 p-3 text-sm text-slate-800";

/**
 * The learner's own answer beside a sample: a column of its own on a wide screen; on a phone, above the sample behind a
 * toggle (a native disclosure, which works by keyboard and before any script), so the sample is not pushed down.
 */
function YourAnswerBeside({ answer }: { answer: string }) {
  return (
    <>
      <details className="md:hidden">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-violet-800 underline">Compare with your answer</summary>
        <p className={answerClass}>{answer}</p>
      </details>
      <div className="hidden space-y-2 md:block">
        <h4 className="font-medium text-slate-900">Your answer</h4>
        <p className={answerClass}>{answer}</p>
      </div>
    </>
  );
}

/**
 * After grading: each sample answer beside the learner's, with the editors' grade and reason per skill beside the
 * learner's grade of their own answer; for a question without samples, what a strong answer covers; then the probes an
 * interviewer would follow up with and the lessons the question practises.
 */
export function SampleAnswers({ question, names, yours, answer }: { question: Question; names: ReadonlyMap<string, string>; yours: Record<string, number>; answer: string }) {
  return (
    <div className="space-y-6">
      {question.samples.length === 0 ? (
        <section aria-labelledby="covers" className="space-y-3">
          <h2 id="covers" className="text-xl font-semibold text-slate-900">What a strong answer covers</h2>
          <p className="text-slate-700">This question has no scored sample answer yet. Check your answer against these points:</p>
          <MdxBlocks nodes={question.covers} />
        </section>
      ) : (
        <section aria-labelledby="samples" className="space-y-4">
          <h2 id="samples" className="text-xl font-semibold text-slate-900">Sample answers and the editors’ scores</h2>
          {question.samples.map((sample, index) => (
            <article key={index} aria-labelledby={`sample-${index}`} className="space-y-3 rounded-lg border border-slate-200 p-4">
              <h3 id={`sample-${index}`} className="font-semibold text-slate-900">A {levelLabel(sample.level)} answer</h3>
              <div className="space-y-3 md:grid md:grid-cols-2 md:gap-4 md:space-y-0">
                <YourAnswerBeside answer={answer} />
                <div className="space-y-2">
                  <h4 className="hidden font-medium text-slate-900 md:block">The sample</h4>
                  <MdxBlocks nodes={sample.body} />
                </div>
              </div>
              <ScoresTable
                scores={sample.scores}
                names={names}
                yours={new Map(Object.entries(yours))}
                yoursLabel="Your grade of your answer"
                caption={`The editors’ grade of the ${levelLabel(sample.level)} sample on each skill, and yours of your own answer`}
              />
            </article>
          ))}
        </section>
      )}
      {question.probes.length > 0 && (
        <section aria-labelledby="probes" className="space-y-2">
          <h2 id="probes" className="text-xl font-semibold text-slate-900">What an interviewer would ask next</h2>
          <ul className="list-disc space-y-2 pl-6 text-slate-800">
            {question.probes.map((probe, index) => (
              <li key={index}>
                <span className="text-sm text-slate-600">{probe.when}: </span>
                <MdxBlocks nodes={probe.body} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {question.lessons.length > 0 && (
        <section aria-labelledby="lessons" className="space-y-2">
          <h2 id="lessons" className="text-xl font-semibold text-slate-900">Lessons this question practises</h2>
          <ul className="list-disc pl-6">
            {question.lessons.map((path) => (
              <li key={path}>
                <Link href={path} className="text-violet-800 underline">
                  {courseNavigation.findLessonByPath(path)?.title ?? path}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
