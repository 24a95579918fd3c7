import { Fragment } from "react";
import type { SampleScore } from "@/lib/practice/question";

type Props = {
  scores: SampleScore[];
  names: ReadonlyMap<string, string>;
  /** The learner's grade of each skill, beside the editors'. */
  yours: ReadonlyMap<string, number>;
  /** The heading of the learner's column: what they graded ("Your grade of your answer", "... of this sample"). */
  yoursLabel: string;
  caption: string;
};

/**
 * A sample answer's editors' grade on each skill beside the learner's, and the editors' reason on a row of its own
 * under them: three narrow columns and a full-width reason fit a 360 px phone, where a fourth column of reasons did not.
 */
export function ScoresTable({ scores, names, yours, yoursLabel, caption }: Props) {
  return (
    <table className="w-full text-left text-sm text-slate-800">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 align-bottom">
          <th scope="col" className="py-1 pr-2">Skill</th>
          <th scope="col" className="py-1 pr-2">Editors’ grade of the sample</th>
          <th scope="col" className="py-1">{yoursLabel}</th>
        </tr>
      </thead>
      <tbody>
        {scores.map((score) => {
          const name = names.get(score.skill) ?? score.skill;
          return (
            <Fragment key={score.skill}>
              <tr className="align-top">
                <th scope="row" className="pt-2 pr-2 font-medium">{name}</th>
                <td className="pt-2 pr-2">{score.score}</td>
                <td className="pt-2">{yours.get(score.skill) ?? "–"}</td>
              </tr>
              <tr className="border-b border-slate-200">
                <td colSpan={3} className="pb-2 text-slate-700 [overflow-wrap:anywhere]">
                  <span className="sr-only">Why the editors gave {name} {score.score}: </span>
                  {score.reason}
                </td>
              </tr>
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
