import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { calibrate, tendencies } from "@/features/practice/calibration";
import { CalibrationChart } from "@/features/practice/calibration-chart";
import { gradedSample, nextSample } from "@/features/practice/mirror-samples";
import { gradeSample } from "@/features/practice/grade-sample";
import { loadGradings } from "@/features/practice/load-practice";
import { MdxBlocks } from "@/features/practice/mdx-blocks";
import { MIRROR_PATH } from "@/features/practice/practice-paths";
import { QuestionHeader } from "@/features/practice/question-header";
import { skillNames, skillsOf } from "@/features/practice/question-skills";
import { RubricGradeForm } from "@/features/practice/rubric-grade-form";
import { ScoresTable } from "@/features/practice/scores-table";
import { levelLabel } from "@/features/practice/sample-answers";
import { requireMember } from "@/lib/auth/session";
import { rubricLevels } from "@/lib/course/rubric-schema";
import { loadQuestionBank } from "@/lib/practice/question-files";

export const metadata: Metadata = { title: "Grading Mirror" };

type Props = { searchParams: Promise<{ question?: string | string[]; sample?: string | string[] }> };

/**
 * `/practice/mirror`: grade an editors' sample answer blind on its rubric, then see the editors' scores beside
 * yours. `?question=&sample=` names the sample; without them, the next one the member has not graded.
 */
export default async function MirrorPage({ searchParams }: Props) {
  const member = await requireMember();
  const params = await searchParams;
  const [bank, gradings, names] = await Promise.all([loadQuestionBank(), loadGradings(member.id), skillNames()]);
  const named = typeof params.question === "string" ? bank.byId.get(params.question) : undefined;
  const index = Number(params.sample);
  const chosen = named && Number.isInteger(index) && named.samples[index] ? { question: named, index } : nextSample(bank.questions, gradings);
  if (!chosen) {
    return (
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        <h1 className="text-3xl font-bold text-slate-900">Grading Mirror</h1>
        <p className="text-slate-700">There is no scored sample answer to grade yet.</p>
      </main>
    );
  }
  const { question, index: sampleIndex } = chosen;
  const sample = question.samples[sampleIndex]!;
  const skills = await skillsOf(question);
  // Without a named sample the page always asks for grades: once every sample is graded, the oldest comes round again.
  const mine = named ? gradedSample(gradings, question.id, sampleIndex) : null;
  const calibration = calibrate(gradings);
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Grading Mirror</h1>
        <p className="text-slate-700">
          Most candidates grade their own answers badly. Grade this sample answer on each skill, blind, then compare with the
          editors’ scores. Over time the chart below shows how close you get, skill by skill.
        </p>
      </div>
      <QuestionHeader question={question} heading="h2" />
      <section aria-labelledby="sample" className="space-y-3">
        <h2 id="sample" className="text-xl font-semibold text-slate-900">
          {mine ? `The sample answer (editors’ level: ${levelLabel(sample.level)})` : "The sample answer to grade"}
        </h2>
        <div className="rounded-md border border-slate-200 p-4">
          <MdxBlocks nodes={sample.body} />
        </div>
      </section>
      {mine ? (
        <section aria-labelledby="compare" className="space-y-3">
          <h2 id="compare" className="text-xl font-semibold text-slate-900">Your grades beside the editors’</h2>
          <ScoresTable scores={sample.scores} names={names} yours={mine} yoursLabel="You" caption="The editors’ score of this sample answer on each skill, beside yours" />
          {tendencies(calibration, skills).map((line) => (
            <p key={line} role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{line}.</p>
          ))}
          <Link href={MIRROR_PATH} className="inline-block rounded-md bg-violet-700 px-4 py-2.5 font-semibold text-white hover:bg-violet-800">
            Grade another sample answer
          </Link>
        </section>
      ) : (
        <section aria-labelledby="grade" className="space-y-3">
          <h2 id="grade" className="text-xl font-semibold text-slate-900">Your grades</h2>
          <RubricGradeForm action={gradeSample} hidden={{ questionId: question.id, sampleIndex: String(sampleIndex) }} skills={skills} levels={rubricLevels} submitLabel="Compare with the editors" />
        </section>
      )}
      <section aria-labelledby="calibration" className="space-y-3">
        <h2 id="calibration" className="text-xl font-semibold text-slate-900">How well you grade</h2>
        <CalibrationChart calibration={calibration} names={names} />
      </section>
    </main>
  );
}
