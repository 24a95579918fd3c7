import { Link } from "@/components/layout/link";
import { rubricLevels } from "@/lib/course/rubric-schema";
import { courseNavigation } from "@/lib/course/navigation";
import type { Question } from "@/lib/practice/question";
import { MdxBlocks } from "./mdx-blocks";
import { ScoresTable } from "./scores-table";

export const levelLabel = (key: string) => rubricLevels.find((level) => level.key === key)?.label ?? key;

/**
 * After grading: each sample answer with the editors' score and reason per skill beside the learner's own grade, then
 * the probes an interviewer would follow up with and the lessons the question practises.
 */
export function SampleAnswers({ question, names, yours }: { question: Question; names: ReadonlyMap<string, string>; yours: Record<string, number> }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="samples" className="space-y-4">
        <h2 id="samples" className="text-xl font-semibold text-slate-900">Sample answers and the editors’ scores</h2>
        {question.samples.length === 0 && <p className="text-slate-700">This question has no scored sample answer yet. What a strong answer covers:</p>}
        {question.samples.length === 0 && <MdxBlocks nodes={question.covers} />}
        {question.samples.map((sample, index) => (
          <article key={index} aria-labelledby={`sample-${index}`} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <h3 id={`sample-${index}`} className="font-semibold text-slate-900">A {levelLabel(sample.level)} answer</h3>
            <MdxBlocks nodes={sample.body} />
            <ScoresTable
              scores={sample.scores}
              names={names}
              yours={new Map(Object.entries(yours))}
              yoursLabel="You (your answer)"
              caption="The editors’ score of this answer on each skill, and yours of your own answer"
            />
          </article>
        ))}
      </section>
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
    </div>
  );
}
