import type { QuestionType } from "./plan-scheduler";

/** How each question type is named on the page. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  estimation: "estimation",
  analytical: "analytical",
  execution: "execution",
  "product-design": "product design",
  "product-strategy": "product strategy",
  behavioral: "behavioural",
  technical: "technical",
  "ai-product": "AI product",
};
