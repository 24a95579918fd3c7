import { Link } from "@/components/layout/link";
import { MdxBlocks } from "@/features/practice/mdx-blocks";
import { RubricGradeForm } from "@/features/practice/rubric-grade-form";
import { rubricLevels } from "@/lib/course/rubric-schema";
import { formatDateTime } from "@/lib/indian-time";
import { coverageBySkill, coverageLabel, missedChecks, overallCoverage } from "@/lib/mocks/coverage";
import { nodeById, type MockScript } from "@/lib/mocks/mock-script";
import { createReader } from "@/lib/supabase/server";
import type { StoredAttempt } from "./load-solo-mock";
import { addMissesToReview, gradeSoloMock, startSoloMock } from "./solo-mock-actions";
import { soloSkills } from "./solo-skills";

const button =
  "flex min-h-11 w-full items-center justify-center rounded-md bg-violet-700 px-4 py-2.5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:w-auto";
const answeredOf = (attempt: StoredAttempt) => attempt.answers.map((answer) => ({ nodeId: answer.node_id, ticks: answer.ticks ?? [] }));

/** Which of these drill cards the member already holds (their own, by Row Level Security). */
async function cardsHeld(ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const supabase = await createReader();
  const { data, error } = await supabase.from("drill_cards").select("item_id").in("item_id", ids);
  if (error) console.error("drill cards could not be read:", error.message);
  return new Set((data ?? []).map((row) => row.item_id as string));
}

/**
 * The end of a finished attempt: the interviewer's last words; each answer beside the editors' exemplar with what it
 * covered; coverage per rubric skill for this attempt and the member's others side by side; the self-grade on the
 * type's rubric; the missed checklist items to add to review; and a retake, which is a new attempt.
 */
export async function SoloEnd({ script, attempt, attempts, openAttempt }: { script: MockScript; attempt: StoredAttempt; attempts: StoredAttempt[]; openAttempt: string | null }) {
  const [skills, misses] = [await soloSkills(script), missedChecks(script, answeredOf(attempt))];
  const held = await cardsHeld(misses.map((miss) => miss.cardId));
  const closing = nodeById(script, attempt.current_node);
  // This attempt first, then the others newest first, at most four columns: a phone still shows them side by side.
  const compared = [attempt, ...attempts.filter((other) => other.id !== attempt.id)].slice(0, 4);
  const coverages = compared.map((item) => coverageBySkill(script, answeredOf(item)));
  const nameOf = (skill: string) => skills.find((item) => item.id === skill)?.name ?? skill;
  const percent = (value: number | null) => (value === null ? "-" : `${Math.round(value * 100)}%`);
  const waiting = misses.filter((miss) => !held.has(miss.cardId));

  return (
    <div className="space-y-8">
      <section aria-labelledby="end" className="max-w-2xl space-y-3">
        <h2 id="end" className="text-2xl font-semibold text-slate-900">
          The end of your mock
        </h2>
        {closing && (
          <blockquote className="space-y-2 rounded-md border border-violet-200 bg-violet-50 p-4 text-slate-900">
            {closing.line.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </blockquote>
        )}
        <p className="text-slate-700">
          Finished {formatDateTime(attempt.finished_at!)}. You covered {percent(overallCoverage(coverages[0]!))} of what the interviewer was listening for.
        </p>
      </section>

      <section aria-labelledby="coverage" className="space-y-3">
        <h2 id="coverage" className="text-xl font-semibold text-slate-900">
          Coverage per skill
        </h2>
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Coverage per skill, by attempt">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1 pr-2">Skill</th>
                {compared.map((item, index) => (
                  <th key={item.id} scope="col" className="py-1 pr-2">
                    {index === 0 ? "This attempt" : `Attempt of ${formatDateTime(item.finished_at!)}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {script.skills.map((skill, row) => (
                <tr key={skill} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-1 pr-2 font-medium">{nameOf(skill)}</th>
                  {coverages.map((coverage, column) => (
                    <td key={compared[column]!.id} className="py-1 pr-2">{coverageLabel(coverage[row]!)}</td>
                  ))}
                </tr>
              ))}
              <tr className="align-top font-semibold">
                <th scope="row" className="py-1 pr-2">All skills</th>
                {coverages.map((coverage, column) => (
                  <td key={compared[column]!.id} className="py-1 pr-2">{percent(overallCoverage(coverage))}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="transcript" className="space-y-4">
        <h2 id="transcript" className="text-xl font-semibold text-slate-900">
          Your answers beside the editors&apos; exemplars
        </h2>
        <ol className="space-y-6">
          {attempt.answers.map((answer) => {
            const node = nodeById(script, answer.node_id);
            if (node?.kind !== "node") return null;
            const ticks = answer.ticks ?? [];
            return (
              <li key={answer.position} className="space-y-3 border-t border-slate-200 pt-4">
                <h3 className="font-semibold text-slate-900">
                  {answer.position + 1}. {node.line.join(" ")}
                </h3>
                <div className="grid gap-4 md:grid-cols-2">
                  <div className="space-y-2">
                    <h4 className="text-sm font-medium text-slate-700">Your answer</h4>
                    <p className="whitespace-pre-wrap break-words text-slate-800">{answer.answer}</p>
                    <ul className="space-y-1 text-sm" aria-label="What the interviewer listened for">
                      {node.checks.map((check) => (
                        <li key={check.id} className={ticks.includes(check.id) ? "text-emerald-800" : "text-red-800"}>
                          {ticks.includes(check.id) ? "Covered: " : "Missed: "}
                          {check.text}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div className="space-y-2 rounded-md bg-slate-50 p-3">
                    <h4 className="text-sm font-medium text-slate-700">Exemplar</h4>
                    <div className="space-y-2 text-slate-800">
                      <MdxBlocks nodes={node.exemplar} />
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="review" className="max-w-2xl space-y-3">
        <h2 id="review" className="text-xl font-semibold text-slate-900">
          What you missed, back in your review
        </h2>
        {misses.length === 0 ? (
          <p className="text-slate-700">You covered every item: nothing to review from this attempt.</p>
        ) : (
          <>
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {misses.map((miss) => (
                <li key={miss.cardId}>
                  {miss.text}
                  {held.has(miss.cardId) && <span className="text-sm text-slate-700"> (in your review)</span>}
                </li>
              ))}
            </ul>
            {waiting.length > 0 ? (
              <form action={addMissesToReview}>
                <input type="hidden" name="scriptId" value={script.id} />
                <input type="hidden" name="attemptId" value={attempt.id} />
                <button type="submit" className={button}>
                  Add {waiting.length === 1 ? "it" : `these ${waiting.length}`} to my review
                </button>
              </form>
            ) : (
              <p className="text-slate-700">
                They come back in your{" "}
                <Link href="/drills" className="text-violet-800 underline">
                  drills
                </Link>{" "}
                from tomorrow, on the same schedule as every drill item.
              </p>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="grade" className="max-w-2xl space-y-3">
        <h2 id="grade" className="text-xl font-semibold text-slate-900">
          Grade yourself
        </h2>
        {attempt.graded_at ? (
          <ul className="space-y-1 text-slate-800">
            {skills.map((skill) => (
              <li key={skill.id}>
                {skill.name}: {rubricLevels[(attempt.self_grades[skill.id] ?? 1) - 1]?.label} ({attempt.self_grades[skill.id]})
              </li>
            ))}
          </ul>
        ) : (
          <>
            <p className="text-slate-700">On the same rubric as practice answers; your grades count in your practice record and your plan&apos;s readiness.</p>
            <RubricGradeForm action={gradeSoloMock} hidden={{ attemptId: attempt.id, scriptId: script.id }} skills={skills} levels={rubricLevels} submitLabel="Save my grades" />
          </>
        )}
      </section>

      <section aria-labelledby="again" className="max-w-2xl space-y-3">
        <h2 id="again" className="text-xl font-semibold text-slate-900">
          Again
        </h2>
        {openAttempt ? (
          <Link href={`/practice/mock/${script.id}`} className="inline-flex min-h-11 items-center text-violet-800 underline">
            Continue your attempt in progress
          </Link>
        ) : (
          <form action={startSoloMock}>
            <input type="hidden" name="scriptId" value={script.id} />
            <button type="submit" className={button}>
              Take it again
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
