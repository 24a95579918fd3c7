import { MdxBlocks } from "@/features/practice/mdx-blocks";
import { rubricLevels } from "@/lib/course/rubric-schema";
import { loadQuestion } from "@/lib/practice/question-files";
import { ModelAnswer, Score } from "@/components/course/mdx/model-answers";

/**
 * `<BankAnswers question="<id>" />`: the practice bank's sample answers to one question, with the editors' scores, in
 * a lesson. A lesson shows the bank's own texts and scores rather than a copy, so one answer has one score wherever
 * a member meets it; the Grading Mirror leaves these samples out, since the lesson has already graded them.
 */
export async function BankAnswers({ question: id }: { question: string }) {
  // The content check refuses an id the bank does not hold; reading it throws the file's own problem otherwise.
  const { question, rubric } = await loadQuestion(id);
  const names = new Map(rubric.skills.map((skill) => [skill.id, skill.name]));
  return (
    <div className="my-6 space-y-3">
      <p className="m-0 text-sm text-slate-700">
        {question.samples.length} answers to this question, scored on the {rubric.title.toLowerCase()}. Answer it yourself
        first, then open each one.
      </p>
      {question.samples.map((sample, index) => (
        <ModelAnswer key={index} level={sample.level}>
          <MdxBlocks nodes={sample.body} />
          {sample.scores.map((score) => (
            <Score key={score.skill} skill={names.get(score.skill) ?? score.skill} level={rubricLevels[score.score - 1]!.key}>
              {score.reason}
            </Score>
          ))}
        </ModelAnswer>
      ))}
      <p className="m-0 text-sm text-slate-700">
        {/* A plain link, as every link of a lesson: Next's <Link> is a client component, and lessons ship no script for links. */}
        <a href={`/practice/${question.id}`}>Answer it in the question bank</a>, timed, and grade yourself against
        these samples.
      </p>
    </div>
  );
}
