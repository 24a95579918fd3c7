import { Link } from "@/components/layout/link";
import { SubmitButton } from "@/components/ui/submit-button";
import { rubricLevels, type RubricSkill } from "@/lib/course/rubric-schema";
import { courseNavigation } from "@/lib/course/navigation";
import { formatDate } from "@/lib/indian-time";
import { splitAtQuote } from "@/lib/grader/quotes";
import type { Verdict } from "@/lib/grader/verdicts";
import type { Question } from "@/lib/practice/question";
import { labelInSentence } from "@/lib/practice/question-kinds";
import { mirrorTypePath } from "@/lib/practice/practice-paths";
import type { Attempt } from "@/features/practice/load-practice";
import { loadLatestOpinion, offeredFor, type TypeMeasurement } from "./load-second-opinion";
import { OPINION_NOTICES, type OpinionNotice } from "./opinion-notices";
import { askSecondOpinion } from "./second-opinion-actions";

const levelName = (level: number) => `${rubricLevels[level - 1]?.label ?? level} (${level})`;
/** Words either side of a quote shown with it, so the member finds it in their answer. */
const CONTEXT_CHARS = 60;

function AgreementCard({ measurement, type }: { measurement: TypeMeasurement; type: string }) {
  return (
    <aside aria-label="How far this grader agrees with the editors" className="rounded-md border border-slate-200 p-3 text-sm text-slate-800">
      <p className="font-medium text-slate-900">Agreement with the editors on {labelInSentence(type)} answers</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
        <dt>Kappa</dt>
        <dd>{measurement.kappa?.toFixed(2)} (1 is full agreement; 0.70 is the least at which it is offered)</dd>
        <dt>Sample answers</dt>
        <dd>{measurement.samples}, graded without their own scores in view</dd>
        <dt>No opinion</dt>
        <dd>{Math.round(measurement.abstentionRate * 100)}% of skills</dd>
        <dt>Model</dt>
        <dd className="break-all">{measurement.model}</dd>
        <dt>Measured</dt>
        <dd>{formatDate(measurement.measuredAt)}</dd>
      </dl>
    </aside>
  );
}

/** The member's answer around one quote, the quoted words marked. */
function QuoteInAnswer({ answer, quote }: { answer: string; quote: string }) {
  const parts = splitAtQuote(answer, quote);
  if (!parts) return null;
  const [before, words, after] = parts;
  const lead = before.length > CONTEXT_CHARS ? `…${before.slice(-CONTEXT_CHARS)}` : before;
  const tail = after.length > CONTEXT_CHARS ? `${after.slice(0, CONTEXT_CHARS)}…` : after;
  return (
    <blockquote className="whitespace-pre-wrap border-l-4 border-violet-300 pl-3 text-sm text-slate-800">
      {lead}
      <mark className="rounded-sm bg-amber-100 px-0.5 text-slate-900">{words}</mark>
      {tail}
    </blockquote>
  );
}

function SkillVerdict({ skill, verdict, yours, answer, question }: { skill: RubricSkill; verdict: Verdict | undefined; yours: number | undefined; answer: string; question: Question }) {
  const level = verdict?.level ?? null;
  const differs = level !== null && yours !== undefined && level !== yours;
  return (
    <li className="space-y-2 border-t border-slate-200 pt-3">
      <h3 className="font-semibold text-slate-900">{skill.name}</h3>
      <p className="text-slate-800">
        Yours: {yours === undefined ? "not graded" : levelName(yours)} · The grader&apos;s: {level === null ? <strong>no opinion</strong> : levelName(level)}
      </p>
      {verdict && verdict.level !== null ? (
        <>
          <p className="text-sm text-slate-700">{verdict.reason}</p>
          {verdict.quote ? <QuoteInAnswer answer={answer} quote={verdict.quote} /> : <p className="text-sm text-slate-700">No words of your answer show this skill.</p>}
        </>
      ) : (
        <p className="text-sm text-slate-700">Its three readings of your answer did not agree closely enough, or it could not back a level with your own words.</p>
      )}
      {differs && (
        <p className="text-sm text-slate-800">
          You and the grader differ here. Compare with{" "}
          <Link href={mirrorTypePath(question.type, true)} className="text-violet-800 underline">the editors&apos; scored samples</Link>
          {question.lessons.slice(0, 2).map((path) => (
            <span key={path}>
              {" "}or read <Link href={path} className="text-violet-800 underline">{courseNavigation.findLessonByPath(path)?.title ?? path}</Link>
            </span>
          ))}
          .
        </p>
      )}
    </li>
  );
}

/**
 * After the member has graded themselves: the AI second opinion, if the operator set the grader up and this type's
 * agreement with the editors opened its gate; otherwise nothing at all. Its levels sit beside the member's and never
 * touch the Grading Mirror (the editors stay the ground truth).
 */
export async function SecondOpinion({ question, attempt, skills, notice }: { question: Question; attempt: Attempt; skills: readonly RubricSkill[]; notice?: OpinionNotice }) {
  if (!attempt.gradedAt) return null;
  const offered = await offeredFor(question.type);
  if (!offered) return null;
  const latest = await loadLatestOpinion(attempt.id);
  const verdicts = new Map((latest?.status === "done" ? latest.verdicts ?? [] : []).map((verdict) => [verdict.skill, verdict]));
  return (
    <section id="second-opinion" aria-labelledby="second-opinion-heading" className="space-y-3">
      <h2 id="second-opinion-heading" className="text-xl font-semibold text-slate-900">Second opinion</h2>
      <p className="text-sm text-slate-700">
        An AI grader reads your answer against the same rubric, with the editors&apos; scored samples as its guide, and must quote your own words for every level it gives.
        Your answer is sent to it only when you press the button.
      </p>
      <AgreementCard measurement={offered.measurement} type={question.type} />
      {notice && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {OPINION_NOTICES[notice]}
        </p>
      )}
      {latest?.status === "pending" && !notice && <p className="text-sm text-slate-800">{OPINION_NOTICES.busy}</p>}
      {latest?.status === "done" && (
        <ul aria-label="The grader's levels beside yours" className="space-y-3">
          {skills.map((skill) => (
            <SkillVerdict key={skill.id} skill={skill} verdict={verdicts.get(skill.id)} yours={attempt.selfGrades[skill.id]} answer={attempt.answer} question={question} />
          ))}
        </ul>
      )}
      <form action={askSecondOpinion}>
        <input type="hidden" name="attemptId" value={attempt.id} />
        <input type="hidden" name="questionId" value={question.id} />
        <SubmitButton label={latest?.status === "done" ? "Ask for a second opinion again" : "Ask for a second opinion"} busyLabel="Asking the grader (up to 30 seconds)..." className="sm:w-auto" />
      </form>
    </section>
  );
}
