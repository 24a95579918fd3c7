import { labelInSentence, questionTypeKeys, type QuestionType } from "@/lib/practice/question-kinds";
import type { Readiness } from "./readiness";

const BAR_WIDTH = 120;

/**
 * Readiness by question type as a table (which screen readers read as it is), each figure drawn as a small bar and
 * followed by the evidence it rests on. The formula is written under it in plain words.
 */
export function ReadinessTable({ byType }: { byType: Record<QuestionType, Readiness> }) {
  return (
    <section aria-labelledby="readiness" className="space-y-3">
      <h2 id="readiness" className="text-xl font-semibold text-slate-900">
        How ready you are
      </h2>
      {/* Focusable and named, so a keyboard can scroll the table should it ever be wider than the screen. */}
      <div role="region" aria-label="Readiness by question type" tabIndex={0} className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-violet-700">
        <table className="min-w-full border-collapse text-sm">
          <thead>
            <tr className="text-left text-slate-900">
              <th scope="col" className="border-b border-slate-300 px-1.5 py-2 sm:p-2">Question type</th>
              <th scope="col" className="border-b border-slate-300 px-1.5 py-2 sm:p-2">Readiness</th>
              <th scope="col" className="border-b border-slate-300 px-1.5 py-2 sm:p-2">Based on</th>
            </tr>
          </thead>
          <tbody>
            {questionTypeKeys.map((type) => {
              const { score, basis } = byType[type];
              return (
                <tr key={type}>
                  <th scope="row" className="border-b border-slate-200 px-1.5 py-2 text-left sm:p-2 font-normal capitalize text-slate-800">
                    {labelInSentence(type)}
                  </th>
                  <td className="whitespace-nowrap border-b border-slate-200 px-1.5 py-2 sm:p-2 text-slate-900">
                    {score === null ? (
                      "No figure yet"
                    ) : (
                      <span className="inline-flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
                        <svg aria-hidden="true" viewBox={`0 0 ${BAR_WIDTH} 10`} preserveAspectRatio="none" className="h-2.5 w-20 shrink-0 sm:w-[120px]">
                          <rect width={BAR_WIDTH} height="10" rx="3" className="fill-slate-200" />
                          <rect width={(BAR_WIDTH * score) / 100} height="10" rx="3" className="fill-violet-700" />
                        </svg>
                        {score} of 100
                      </span>
                    )}
                  </td>
                  <td className="border-b border-slate-200 px-1.5 py-2 text-slate-700 sm:p-2">{basis.replace(/^based on /, "")}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">
        How it is worked out: a fifth for the type&apos;s lessons you have finished; two fifths for your practice answers, from your
        own grades corrected by how far your grades sit from the editors&apos; in the Grading Mirror; three tenths for the scores
        partners gave you in mocks; a tenth for drill answers right. Practice counts in full from 3 graded answers, mocks from 2 and
        drills from 10, and less before that, so one good answer does not make you ready. With nothing done, there is no figure.
      </p>
    </section>
  );
}
