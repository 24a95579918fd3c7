import { loadGoldAccuracy } from "./load-bar-check";

/**
 * The Grading Mirror's Bar Check line: how often the member's choices on gold pairs (two editors' samples two or more
 * levels apart) of closed rounds picked the one the editors scored higher. Nothing before any such pair.
 */
export async function JudgingAccuracy() {
  const { pairs, agreed } = await loadGoldAccuracy();
  if (pairs === 0) return null;
  return (
    <p className="text-slate-800">
      Your judging agrees with the editors {Math.round((agreed / pairs) * 100)}% of the time{" "}
      <span className="text-sm text-slate-700">(Bar Check, on {pairs} {pairs === 1 ? "pair" : "pairs"} of answers the editors scored two or more levels apart).</span>
    </p>
  );
}
