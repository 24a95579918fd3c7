import type { CompanyId } from "@/lib/course/companies";
import type { QuestionType } from "@/lib/practice/question-kinds";

/** What a new board entry starts with when its member has a plan: they check it before joining. */
export interface EntryFromPlan {
  companies: CompanyId[];
  question_types: QuestionType[];
  /** The plan's interview date while it is still ahead (the board takes no past date); "" otherwise. */
  interview_date: string;
}

/** The most question types filled in from the plan: enough to match on, few enough to mean something. */
const MOST_TYPES = 4;

/**
 * A new entry from the member's plan: its target companies, its interview date while ahead of `today` (IST), and the
 * question types most asked at those companies in the practice bank (most questions first, then the bank's order).
 * Null without a plan.
 */
export function entryFromPlan(
  plan: { companies: CompanyId[]; interviewDate: string } | null,
  questions: { type: QuestionType; companies: readonly CompanyId[] }[],
  today: string,
): EntryFromPlan | null {
  if (!plan) return null;
  const targets = new Set(plan.companies);
  const counts = new Map<QuestionType, number>();
  for (const question of questions) {
    if (question.companies.some((company) => targets.has(company))) counts.set(question.type, (counts.get(question.type) ?? 0) + 1);
  }
  const order = [...counts.keys()];
  const types = [...counts.entries()].sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0])).map(([type]) => type);
  return {
    companies: plan.companies.slice(0, 8),
    question_types: types.slice(0, MOST_TYPES),
    interview_date: plan.interviewDate > today ? plan.interviewDate : "",
  };
}
