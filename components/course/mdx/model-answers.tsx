import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { readRubric } from "@/lib/course/lesson-files";
import { rubricLevels } from "@/lib/course/rubric-schema";
import { type RubricLevelKey } from "@/lib/course/model-answer-levels";

const BORDER: Record<RubricLevelKey, string> = {
  veryWeakOrMissing: "border-red-700",
  weak: "border-amber-600",
  neutral: "border-slate-500",
  strong: "border-emerald-600",
  veryStrong: "border-emerald-800",
};

const levelLabel = (key: RubricLevelKey) => rubricLevels.find((level) => level.key === key)?.label ?? key;

/**
 * `<ModelAnswers rubric="...">`: one question answered three times (Weak, Neutral, Strong), each answer scored on
 * the skills of content/data/rubrics/<rubric>.json. Each answer folds into a <details>, so learners can try the
 * question first; nothing here runs in the browser.
 */
export async function ModelAnswers({ rubric, children }: { rubric: string; children: ReactNode }) {
  const { title } = await readRubric(rubric);
  return (
    <div className="my-6 space-y-3">
      <p className="m-0 text-sm text-slate-700">
        Three answers to the same question, scored on the {title.toLowerCase()}. Answer it yourself first, then open
        each one.
      </p>
      {children}
    </div>
  );
}

/**
 * `<ModelAnswer level="weak|neutral|strong">`: the answer's text, then its `<Score>` lines as a list. A bank question's
 * samples (`<BankAnswers>`) are drawn with it too, at any of the rubric's five levels.
 */
export function ModelAnswer({ level, children }: { level: RubricLevelKey; children: ReactNode }) {
  const scores: ReactElement<ScoreProps>[] = [];
  const answer: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    if (isValidElement<ScoreProps>(child) && child.type === Score) scores.push(child);
    else answer.push(child);
  }
  const label = levelLabel(level);
  return (
    <details className={`rounded-md border border-l-4 border-slate-200 bg-white ${BORDER[level] ?? ""}`}>
      <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-900">{label} answer</summary>
      <div className="border-t border-slate-200 px-4 pb-4">
        <div className="[&>*:last-child]:mb-0">{answer}</div>
        {scores.length > 0 && (
          <>
            <p className="mb-2 font-semibold text-slate-900">Rubric scores, and why</p>
            <dl className="m-0 grid gap-2">{scores}</dl>
          </>
        )}
      </div>
    </details>
  );
}

type ScoreProps = { skill: string; level: RubricLevelKey; children: ReactNode };

/** `<Score skill="..." level="...">why</Score>`: one rubric skill's level for the answer it sits in. */
export function Score({ skill, level, children }: ScoreProps) {
  return (
    <div className="rounded bg-slate-50 px-3 py-2">
      <dt className="font-medium text-slate-900">
        {skill}: {levelLabel(level)}
      </dt>
      <dd className="m-0 text-slate-800 [&>p]:my-1">{children}</dd>
    </div>
  );
}
