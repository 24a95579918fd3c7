import { QUESTION_TYPE_LABELS } from "./question-type-labels";
import type { PlanItem, QuestionType } from "./plan-scheduler";

/**
 * Where each question type is practised: its section's practice lesson, whose questions come with an answer scored at
 * three levels to grade against. Behavioral has no practice lesson; its answers are the stories of the story bank.
 */
export const PRACTICE_PAGES: Record<QuestionType, string> = {
  estimation: "/dashboard/estimation/practice",
  analytical: "/dashboard/analytical/practice",
  execution: "/dashboard/execution/practice",
  "product-design": "/dashboard/product-design/practice",
  "product-strategy": "/dashboard/product-strategy/practice",
  behavioral: "/stories",
  technical: "/dashboard/technical/practice",
};

/** The lesson on running a mock interview with a partner: the site holds no mock interviews of its own. */
export const MOCK_INTERVIEW_LESSON = "/dashboard/intro/mock-interviews";

/** Where each item of a plan is done, and how it reads: every item is a link to a page that exists. */
export function planItemTarget(item: PlanItem): { href: string; label: string } {
  switch (item.kind) {
    case "lesson":
      return { href: item.path, label: `Read “${item.title}”` };
    case "practice":
      return {
        href: PRACTICE_PAGES[item.questionType],
        label:
          item.questionType === "behavioral"
            ? "Answer a behavioural question out loud with a story from your story bank"
            : `Answer ${withArticle(QUESTION_TYPE_LABELS[item.questionType])} question from the practice lesson, then grade it against the rubric`,
      };
    case "mock":
      return { href: MOCK_INTERVIEW_LESSON, label: "A mock interview with a partner" };
  }
}

/** "an estimation", "a technical": the article the label's first sound takes. */
function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label}`;
}
