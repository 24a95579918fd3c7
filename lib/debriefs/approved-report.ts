import type { Format, Level, Outcome, RoundType } from "./debrief-kinds";

/** An approved report as members read it: no author, no day of the month, no readiness. */
export type ApprovedReport = {
  id: string;
  /** A guide's company key, or the name a member typed for another company. */
  company: string;
  level: Level;
  roundType: RoundType;
  /** "YYYY-MM". */
  month: string;
  format: Format;
  minutes: number;
  questions: string[];
  outcome: Outcome;
  tip: string | null;
};

/** A row of public.approved_debriefs(), as the Data API returns it. */
export type ApprovedRow = {
  id: string;
  company_id: string | null;
  company_other: string | null;
  level: Level;
  round_type: RoundType;
  round_month: string;
  format: Format;
  minutes: number;
  questions: string[];
  outcome: Outcome;
  tip: string | null;
};

export const approvedReport = (row: ApprovedRow): ApprovedReport => ({
  id: row.id,
  company: row.company_id ?? row.company_other ?? "",
  level: row.level,
  roundType: row.round_type,
  month: row.round_month.slice(0, 7),
  format: row.format,
  minutes: row.minutes,
  questions: row.questions,
  outcome: row.outcome,
  tip: row.tip,
});
