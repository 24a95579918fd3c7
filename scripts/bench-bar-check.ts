/**
 * `npm run bench:bar-check`: how long the Bar Check model takes on a large round, 500 answers (and ten anchors) with
 * 5,000 judgements by 100 simulated judges: the fit alone (with full standard errors), and the whole analysis the
 * results page uses (two fits, the judges' statistics and five split halves).
 */
import { performance } from "node:perf_hooks";
import { fitBradleyTerry } from "@/lib/bar-check/fit";
import { seededRandom } from "@/lib/bar-check/random";
import { analyseRound } from "@/lib/bar-check/round-analysis";
import { simulateRound } from "@/lib/bar-check/simulate";

const judges = Array.from({ length: 100 }, (_, i) => ({ id: `judge-${i}`, kind: "model" as const }));
const round = simulateRound({ answers: 500, anchors: [1, 1.3, 2, 2.2, 3, 3.2, 3.8, 4, 4.7, 5], judges, perItem: 20, logitsPerLevel: 3, random: seededRandom("bench") });
const judgements = round.judgements.slice(0, 5000);

const time = (run: () => unknown) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};
// One warm-up run each, so the figures are the JIT-compiled code's.
fitBradleyTerry(round.items, judgements);
const fit = time(() => fitBradleyTerry(round.items, judgements));
const diagonal = time(() => fitBradleyTerry(round.items, judgements, { standardErrors: "diagonal" }));
const analysis = time(() => analyseRound(round.items, judgements));
console.log(`Bar Check model: ${round.items.length - 10} answers, 10 anchors, ${judgements.length} judgements`);
console.log(`  fit with full standard errors: ${fit.toFixed(0)} ms`);
console.log(`  fit without (its iterations alone): ${diagonal.toFixed(0)} ms`);
console.log(`  whole analysis (fit, judges, refit, split halves): ${analysis.toFixed(0)} ms`);
