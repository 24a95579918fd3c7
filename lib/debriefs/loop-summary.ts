import { ROUND_TYPES, type RoundType } from "./debrief-kinds";
import { monthsBetween } from "./months";

/** What the loop summary needs of an approved report. */
export type ReportedRound = { roundType: RoundType; month: string };

export type LoopSummary = {
  /** The rounds reported, in the order a loop usually runs them, each with its reports and newest month ("2026-10"). */
  rounds: { roundType: RoundType; reports: number; newest: string }[];
  /** Reports of rounds in the last 12 months (this month and the 11 before it). */
  recent: number;
  /** Whether there are enough recent reports to show a loop: fewer than three and the guide says so instead. */
  enough: boolean;
};

/** Reports it takes in the last 12 months before a guide shows a company's loop. */
export const LOOP_MINIMUM = 3;

/**
 * A company's interview loop as members reported it: each round type mentioned, in the usual order of a loop (not by
 * how often it was reported), with its count and newest month. `now` is this month, "YYYY-MM".
 */
export function loopSummary(reports: readonly ReportedRound[], now: string): LoopSummary {
  const byType = new Map<RoundType, { reports: number; newest: string }>();
  for (const report of reports) {
    const seen = byType.get(report.roundType);
    if (!seen) byType.set(report.roundType, { reports: 1, newest: report.month });
    else byType.set(report.roundType, { reports: seen.reports + 1, newest: report.month > seen.newest ? report.month : seen.newest });
  }
  const rounds = ROUND_TYPES.flatMap(({ key }) => {
    const seen = byType.get(key);
    return seen ? [{ roundType: key, ...seen }] : [];
  });
  const recent = reports.filter((report) => {
    const age = monthsBetween(report.month, now);
    return age >= 0 && age < 12;
  }).length;
  return { rounds, recent, enough: recent >= LOOP_MINIMUM };
}
