import type { SampleScore } from "@/lib/practice/question";

type Props = {
  scores: SampleScore[];
  names: ReadonlyMap<string, string>;
  /** The learner's grade of each skill, beside the editors'. */
  yours: ReadonlyMap<string, number>;
  /** The heading of the learner's column: what they graded. */
  yoursLabel: string;
  caption: string;
};

/** A sample answer's editors' score and reason on each skill, beside the learner's grade. */
export function ScoresTable({ scores, names, yours, yoursLabel, caption }: Props) {
  return (
    <table className="w-full text-left text-sm text-slate-800">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-1 pr-2">Skill</th>
          <th scope="col" className="py-1 pr-2">Editors</th>
          <th scope="col" className="py-1 pr-2">{yoursLabel}</th>
          <th scope="col" className="py-1">Why the editors gave it</th>
        </tr>
      </thead>
      <tbody>
        {scores.map((score) => (
          <tr key={score.skill} className="border-b border-slate-200 align-top">
            <th scope="row" className="py-1 pr-2 font-medium">{names.get(score.skill) ?? score.skill}</th>
            <td className="py-1 pr-2">{score.score}</td>
            <td className="py-1 pr-2">{yours.get(score.skill) ?? "–"}</td>
            <td className="py-1">{score.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
