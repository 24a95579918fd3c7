import { labelOf } from "@/lib/practice/question-kinds";
import { monthLabel, monthsBetween } from "./months";

/** A link from an approved report's question to a bank question, with the report's company and month ("YYYY-MM"). */
export type BankReport = { questionId: string; company: string; month: string };

export type ReportedQuestion = { companies: string[]; newest: string; reports: number };

/** Reported questions by bank question id: the companies (newest report's first), the newest month and the count. */
export function reportedQuestions(links: readonly BankReport[]): Map<string, ReportedQuestion> {
  const sorted = [...links].sort((a, b) => (a.month < b.month ? 1 : a.month > b.month ? -1 : 0));
  const result = new Map<string, ReportedQuestion>();
  for (const link of sorted) {
    const seen = result.get(link.questionId);
    if (!seen) result.set(link.questionId, { companies: [link.company], newest: link.month, reports: 1 });
    else {
      seen.reports += 1;
      if (!seen.companies.includes(link.company)) seen.companies.push(link.company);
    }
  }
  return result;
}

/** "Reported at Swiggy, Oct 2026 (2 reports)"; a company key reads as its name. */
export function reportedLabel(reported: ReportedQuestion): string {
  const names = reported.companies.map(labelOf);
  const at = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `Reported at ${at}, ${monthLabel(reported.newest)} (${reported.reports} ${reported.reports === 1 ? "report" : "reports"})`;
}

/** Months a report stays "recent" for the bank's filter. */
export const RECENT_MONTHS = 6;

/** Whether the newest report of a question is from the last six months (this month and the five before), at `now`. */
export const reportedRecently = (reported: ReportedQuestion | undefined, now: string): boolean =>
  reported !== undefined && monthsBetween(reported.newest, now) < RECENT_MONTHS;
