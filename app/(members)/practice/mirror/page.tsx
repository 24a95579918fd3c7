import { randomInt } from "node:crypto";
import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { JudgingAccuracy } from "@/features/bar-check/judging-accuracy";
import { calibrate, tendencies } from "@/features/practice/calibration";
import { CalibrationChart } from "@/features/practice/calibration-chart";
import { defaultMirrorType, drawSample, gradedSample, mirrorPool, practisedQuestions } from "@/features/practice/mirror-samples";
import { gradeSample } from "@/features/practice/grade-sample";
import { loadBankProgress } from "@/features/practice/load-practice";
import { MdxBlocks } from "@/features/practice/mdx-blocks";
import { MIRROR_PATH, mirrorTypePath, PRACTICE_PATH } from "@/lib/practice/practice-paths";
import { QuestionHeader } from "@/features/practice/question-header";
import { skillNames, skillsOf } from "@/features/practice/question-skills";
import { RubricGradeForm } from "@/features/practice/rubric-grade-form";
import { ScoresTable } from "@/features/practice/scores-table";
import { levelLabel } from "@/features/practice/sample-answers";
import { requireMember } from "@/lib/auth/session";
import { rubricLevels } from "@/lib/course/rubric-schema";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { labelOf, QUESTION_TYPES, type QuestionType } from "@/lib/practice/question-kinds";

export const metadata: Metadata = { title: "Grading Mirror" };

type Param = string | string[] | undefined;
type Props = { searchParams: Promise<{ question?: Param; sample?: Param; type?: Param; any?: Param }> };

const linkButton = "inline-flex min-h-11 items-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700";

/** Which type's samples to grade: a GET form, so it works before any script and the choice can be shared. */
function TypeChooser({ types, value }: { types: readonly { key: QuestionType; label: string }[]; value: QuestionType }) {
  return (
    <form action={MIRROR_PATH} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-4">
      <div className="space-y-1">
        <label htmlFor="mirror-type" className="block text-sm font-medium text-slate-800">Grade samples of</label>
        <select id="mirror-type" name="type" defaultValue={value} className="block min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-violet-700">
          {types.map((type) => (
            <option key={type.key} value={type.key}>{type.label} questions</option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${linkButton} border border-violet-700 text-violet-800 hover:bg-violet-50`}>Show a sample</button>
    </form>
  );
}

/**
 * `/practice/mirror`: grade an editors' sample answer blind on its rubric, then see the editors' scores beside
 * yours. Without `?question=&sample=`, a sample drawn at random, one not graded yet first, from the questions of
 * `?type=` (by default the type the member has answered most) that the member has answered (`&any=1`: any question).
 */
export default async function MirrorPage({ searchParams }: Props) {
  await requireMember();
  const params = await searchParams;
  const [bank, { attempts, gradings }, names] = await Promise.all([loadQuestionBank(), loadBankProgress(), skillNames()]);
  const practised = practisedQuestions(attempts);
  const types = QUESTION_TYPES.filter((type) => bank.questions.some((question) => question.type === type.key && question.samples.length > 0));
  const named = typeof params.question === "string" ? bank.byId.get(params.question) : undefined;
  const index = Number(params.sample);
  const namedSample = named && Number.isInteger(index) && named.samples[index] ? { question: named, index } : null;
  const type = namedSample?.question.type ?? types.find((item) => item.key === params.type)?.key ?? defaultMirrorType(bank.questions, practised);
  const anyQuestion = params.any === "1";
  const chosen = namedSample ?? (type ? drawSample(mirrorPool(bank.questions, type, practised, anyQuestion, bank.shownInLessons), gradings, randomInt(1_000_000) / 1_000_000) : null);
  const intro = (
    <div className="space-y-2">
      <h1 className="text-3xl font-bold text-slate-900">Grading Mirror</h1>
      <p className="text-slate-700">
        Most candidates grade their own answers badly. Grade a sample answer on each skill, blind, then compare with the
        editors’ scores. Samples come in no set order, from questions you have answered, of the type you choose. Over time the
        chart below shows how close you get, skill by skill.
      </p>
    </div>
  );
  if (!type) {
    return (
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        {intro}
        <p className="text-slate-700">There is no scored sample answer to grade yet.</p>
      </main>
    );
  }
  const calibration = calibrate(gradings);
  const chart = (
    <section aria-labelledby="calibration" className="space-y-3">
      <h2 id="calibration" className="text-xl font-semibold text-slate-900">How well you grade</h2>
      <CalibrationChart calibration={calibration} names={names} />
      <JudgingAccuracy />
    </section>
  );
  if (!chosen) {
    const label = labelOf(type).toLowerCase();
    return (
      <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
        {intro}
        <TypeChooser types={types} value={type} />
        <section aria-labelledby="none-answered" className="space-y-3">
          <h2 id="none-answered" className="text-xl font-semibold text-slate-900">You have not answered any {label} question with sample answers yet</h2>
          <p className="text-slate-700">
            The Mirror shows samples of questions you have answered yourself, so you know the question before you judge an answer
            to it. Answer one first, or grade a sample of a question you have not met.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link href={`${PRACTICE_PATH}?type=${type}`} className={`${linkButton} bg-violet-700 text-white hover:bg-violet-800`}>
              Answer a {label} question
            </Link>
            <Link href={mirrorTypePath(type, true)} className={`${linkButton} border border-violet-700 text-violet-800 hover:bg-violet-50`}>
              Grade a sample anyway
            </Link>
          </div>
        </section>
        {chart}
      </main>
    );
  }
  const { question, index: sampleIndex } = chosen;
  const sample = question.samples[sampleIndex]!;
  const skills = await skillsOf(question);
  // Without a named sample the page always asks for grades: once every sample is graded, they come round again.
  const mine = namedSample ? gradedSample(gradings, question.id, sampleIndex) : null;
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      {intro}
      {!mine && <TypeChooser types={types} value={type} />}
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
          <ScoresTable scores={sample.scores} names={names} yours={mine} yoursLabel="Your grade of the sample" caption="The editors’ grade of this sample answer on each skill, beside yours" />
          {tendencies(calibration, skills).map((line) => (
            <p key={line} role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{line}.</p>
          ))}
          <Link href={mirrorTypePath(question.type, !practised.has(question.id))} className={`${linkButton} bg-violet-700 text-white hover:bg-violet-800`}>
            Grade another sample answer
          </Link>
        </section>
      ) : (
        <section aria-labelledby="grade" className="space-y-3">
          <h2 id="grade" className="text-xl font-semibold text-slate-900">Your grades</h2>
          <RubricGradeForm action={gradeSample} hidden={{ questionId: question.id, sampleIndex: String(sampleIndex) }} skills={skills} levels={rubricLevels} submitLabel="Compare with the editors" />
        </section>
      )}
      {chart}
    </main>
  );
}
