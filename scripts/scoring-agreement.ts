import path from "node:path";
import { readSecondScoring, scorePairsByType } from "../lib/content-check/check-second-scoring";
import { disagreementCounts, weightedKappa, type ScorePair } from "../lib/content-check/scoring-agreement";
import { loadQuestionBank } from "../lib/practice/question-files";
import { labelOf, questionTypeKeys } from "../lib/practice/question-kinds";

// `npm run content:agreement` (under the react-server condition, as the bank is read on the server only): how far the second editor's blind scores (content/data/scoring/second-pass.json) agree
// with the first, per question type: quadratic-weighted kappa over every skill of every sample scored twice, and the
// counts of exact agreements and of one- and two-level gaps. content/README.md ("Scoring twice") records the figures.
async function main() {
  const read = await readSecondScoring(path.join(import.meta.dirname, "..", "content"));
  if (!read) throw new Error("content/data/scoring/second-pass.json does not exist yet.");
  const { questions } = await loadQuestionBank();
  const byType = scorePairsByType(read.scoring, questions);
  const row = (label: string, pairs: ScorePair[]) => {
    const kappa = weightedKappa(pairs);
    const { same, oneLevel, twoOrMore } = disagreementCounts(pairs);
    const cells = [String(pairs.length).padStart(7), String(same).padStart(7), String(oneLevel).padStart(7), String(twoOrMore).padStart(7), (kappa === null ? "n/a" : kappa.toFixed(2)).padStart(7)];
    return `${label.padEnd(18)}${cells.join("")}`;
  };
  console.log(`Second scoring of ${read.scoring.scoredOn}: ${Object.keys(read.scoring.samples).length} samples\n`);
  console.log(`${"Type".padEnd(18)}${["Scores", "Same", "1 off", "2+ off", "Kappa"].map((cell) => cell.padStart(7)).join("")}`);
  for (const type of questionTypeKeys) if (byType.has(type)) console.log(row(labelOf(type), byType.get(type)!));
  console.log(row("All types", [...byType.values()].flat()));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
