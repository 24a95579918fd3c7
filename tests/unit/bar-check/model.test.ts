import { describe, expect, it } from "vitest";
import { fitBradleyTerry, scaleSeparationReliability } from "@/lib/bar-check/fit";
import { judgeStatistics } from "@/lib/bar-check/judges";
import { analyseRound } from "@/lib/bar-check/round-analysis";
import { simulateRound, spearman, type SimulatedJudge } from "@/lib/bar-check/simulate";
import { seededRandom } from "@/lib/bar-check/random";

/** Two anchors per level, as the bank gives where it can. */
const ANCHORS = [1, 1.3, 2, 2.2, 3, 3.2, 3.8, 4, 4.7, 5];
const judges = (count: number, kind: SimulatedJudge["kind"] = "model"): SimulatedJudge[] => Array.from({ length: count }, (_, i) => ({ id: `judge-${i}`, kind }));
const SEEDS = Array.from({ length: 10 }, (_, i) => `round-${i + 1}`);

function simulated(seed: string, kind: SimulatedJudge["kind"] = "model") {
  return simulateRound({ answers: 30, anchors: ANCHORS, judges: judges(15, kind), perItem: 10, logitsPerLevel: 3, random: seededRandom(seed) });
}

describe("Bar Check model on simulated rounds (30 answers, judges following the model)", () => {
  it("recovers the true order (Spearman ≥ 0.9 in every round) and reaches reliability ≥ 0.8 from at most 10 judgements an answer", () => {
    const reliabilities: number[] = [];
    for (const seed of SEEDS) {
      const round = simulated(seed);
      const perItem = new Map<string, number>();
      for (const j of round.judgements) for (const id of [j.left, j.right]) perItem.set(id, (perItem.get(id) ?? 0) + 1);
      expect(Math.max(...perItem.values())).toBeLessThanOrEqual(10);
      const analysis = analyseRound(round.items, round.judgements, seed);
      const answers = round.items.filter((item) => item.anchor === undefined);
      const rho = spearman(answers.map((item) => round.truth.get(item.id)!), answers.map((item) => analysis.fit.estimates.get(item.id)!.place));
      expect(rho, seed).toBeGreaterThanOrEqual(0.9);
      // One simulated round varies: none far below, and the rounds on average at the bar.
      expect(analysis.reliability, seed).toBeGreaterThanOrEqual(0.7);
      expect(analysis.splitHalf, seed).toBeGreaterThan(0.6);
      reliabilities.push(analysis.reliability!);
    }
    expect(reliabilities.reduce((s, r) => s + r, 0) / reliabilities.length).toBeGreaterThanOrEqual(0.8);
  });

  it.each(SEEDS)("%s: on coin-toss judgements both reliabilities stay below 0.5", (seed) => {
    const round = simulated(seed, "coin");
    const analysis = analyseRound(round.items, round.judgements, seed);
    expect(analysis.reliability).toBeLessThan(0.5);
    expect(analysis.splitHalf ?? 0).toBeLessThan(0.5);
  });

  it("keeps every anchor at its value, and places answers on the editors' scale near their true place", () => {
    const round = simulated("anchors");
    const { fit } = analyseRound(round.items, round.judgements);
    for (const [i, value] of ANCHORS.entries()) expect(fit.estimates.get(`anchor-${i}`)!.place).toBe(value);
    const errors = round.items.filter((item) => item.anchor === undefined).map((item) => Math.abs(fit.estimates.get(item.id)!.place - round.truth.get(item.id)!));
    expect(errors.reduce((s, e) => s + e, 0) / errors.length).toBeLessThan(0.6);
    expect(fit.logitsPerLevel).toBeGreaterThan(1.2);
    expect(fit.logitsPerLevel).toBeLessThan(3);
  });

  it("flags a judge who answers at random, and one who always picks the left answer, and counts them for less", () => {
    for (const kind of ["coin", "left"] as const) {
      const cast: SimulatedJudge[] = [...judges(6), { id: "stray", kind }];
      const round = simulateRound({ answers: 30, anchors: ANCHORS, judges: cast, perItem: 10, logitsPerLevel: 3, random: seededRandom(`stray-${kind}`) });
      const { judges: stats } = analyseRound(round.items, round.judgements);
      const stray = stats.find((judge) => judge.judge === "stray")!;
      expect(stray.misfit, kind).toBe(true);
      expect(stray.weight).toBeLessThan(0.7);
      expect(stats.filter((judge) => judge.misfit && judge.judge !== "stray")).toHaveLength(0);
    }
  });

  it("counts each judge's gold pairs (two anchors two or more levels apart) and how many they got right", () => {
    const items = [{ id: "low", anchor: 1.5 }, { id: "high", anchor: 4.5 }, { id: "mid", anchor: 3 }, { id: "x" }];
    const judgements = [
      { judge: "j", left: "low", right: "high", winner: "high" },
      { judge: "j", left: "high", right: "low", winner: "low" },
      { judge: "j", left: "mid", right: "high", winner: "high" },
      { judge: "j", left: "x", right: "low", winner: "x" },
    ];
    const [stats] = judgeStatistics(items, judgements, fitBradleyTerry(items, judgements));
    expect(stats).toMatchObject({ judge: "j", judgements: 4, goldPairs: 2, goldCorrect: 1 });
  });

  it("keeps a unanimous winner finite, its standard error shrinking as judgements grow", () => {
    const items = [{ id: "a" }, { id: "b" }, { id: "c" }];
    const judgements = (times: number) => Array.from({ length: times }, (_, i) => ({ judge: `j${i}`, left: i % 2 ? "a" : "b", right: i % 2 ? "b" : "a", winner: "a" }));
    const few = fitBradleyTerry(items, judgements(4)).estimates.get("a")!;
    const many = fitBradleyTerry(items, judgements(40)).estimates.get("a")!;
    expect(Number.isFinite(many.place)).toBe(true);
    expect(many.place).toBeGreaterThan(few.place);
    expect(many.se).toBeLessThan(few.se);
    expect(many.strongOrAbove).toBeGreaterThan(few.strongOrAbove);
  });

  it("gives no reliability for fewer than three answers, and 0 for answers never judged", () => {
    expect(scaleSeparationReliability(fitBradleyTerry([{ id: "a" }, { id: "b" }], []))).toBeNull();
    expect(scaleSeparationReliability(fitBradleyTerry([{ id: "a" }, { id: "b" }, { id: "c" }], []))).toBe(0);
  });
});
