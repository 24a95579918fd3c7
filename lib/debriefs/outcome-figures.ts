import type { Outcome, RoundType } from "./debrief-kinds";

/** A report's readiness when it was sent and how the round went. */
export type ReadinessOutcome = { roundType: RoundType; readiness: number | null; outcome: Outcome };

/** Outcomes of one round type it takes before the page says whether readiness predicted passing. */
export const OUTCOMES_NEEDED = 50;

/** Readiness bands, 0 to 100, each from its lower bound. */
export const READINESS_BANDS = [
  { from: 0, to: 39, label: "Under 40" },
  { from: 40, to: 59, label: "40 to 59" },
  { from: 60, to: 79, label: "60 to 79" },
  { from: 80, to: 100, label: "80 and over" },
] as const;

export type OutcomeFigures = {
  roundType: RoundType;
  /** Known outcomes that carry a readiness: what the figures rest on. */
  outcomes: number;
  /** True below OUTCOMES_NEEDED: the page shows the count and says it is too early. */
  tooEarly: boolean;
  /** Per band: how many, and the share who moved on (moved on or offer); null share for an empty band. */
  bands: { label: string; outcomes: number; movedOn: number | null }[];
  /** The area under the ROC curve of readiness for passing; null when everyone passed or no one did. */
  auc: number | null;
};

/** Passing a round: moving on, or an offer at the last. */
export const passed = (outcome: Outcome) => outcome === "moved-on" || outcome === "offer";

/**
 * The area under the ROC curve: the chance that a member who passed had a higher readiness than one who did not, ties
 * counting half (the Mann-Whitney form). 0.5 is no better than chance.
 */
export function areaUnderCurve(rows: readonly { readiness: number; passed: boolean }[]): number | null {
  const pass = rows.filter((row) => row.passed).map((row) => row.readiness);
  const fail = rows.filter((row) => !row.passed).map((row) => row.readiness);
  if (pass.length === 0 || fail.length === 0) return null;
  let wins = 0;
  for (const p of pass) for (const f of fail) wins += p > f ? 1 : p === f ? 0.5 : 0;
  return wins / (pass.length * fail.length);
}

/** Whether readiness predicted passing, per round type, over the known outcomes that carry a readiness. */
export function outcomeFigures(reports: readonly ReadinessOutcome[]): OutcomeFigures[] {
  const byType = new Map<RoundType, { readiness: number; passed: boolean }[]>();
  for (const report of reports) {
    if (report.readiness === null || report.outcome === "unknown") continue;
    const list = byType.get(report.roundType) ?? [];
    list.push({ readiness: report.readiness, passed: passed(report.outcome) });
    byType.set(report.roundType, list);
  }
  return [...byType].map(([roundType, rows]) => ({
    roundType,
    outcomes: rows.length,
    tooEarly: rows.length < OUTCOMES_NEEDED,
    bands: READINESS_BANDS.map((band) => {
      const inBand = rows.filter((row) => row.readiness >= band.from && row.readiness <= band.to);
      return { label: band.label, outcomes: inBand.length, movedOn: inBand.length ? inBand.filter((row) => row.passed).length / inBand.length : null };
    }),
    auc: areaUnderCurve(rows),
  }));
}
