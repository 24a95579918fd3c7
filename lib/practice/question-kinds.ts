import { COMPANIES } from "@/lib/course/companies";

/** The eight question types of the course; each is graded on the rubric `content/data/rubrics/<type>.json`. */
export const QUESTION_TYPES = [
  { key: "estimation", label: "Estimation" },
  { key: "analytical", label: "Analytical" },
  { key: "execution", label: "Execution" },
  { key: "product-design", label: "Product design" },
  { key: "product-strategy", label: "Product strategy" },
  { key: "behavioral", label: "Behavioural" },
  { key: "technical", label: "Technical" },
  { key: "ai-product", label: "AI product" },
] as const;

export const DIFFICULTIES = [
  { key: "easy", label: "Easy" },
  { key: "medium", label: "Medium" },
  { key: "hard", label: "Hard" },
] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number]["key"];
export type Difficulty = (typeof DIFFICULTIES)[number]["key"];

export const questionTypeKeys = QUESTION_TYPES.map((item) => item.key);
export const difficultyKeys = DIFFICULTIES.map((item) => item.key);

const labels = new Map<string, string>([
  ...[...QUESTION_TYPES, ...DIFFICULTIES].map((item) => [item.key, item.label] as const),
  ...COMPANIES.map((company) => [company.id, company.name] as const),
]);
/** The label shown for a type, company (lib/course/companies.ts) or difficulty key. */
export const labelOf = (key: string): string => labels.get(key) ?? key;

/** Question ids (file names): lowercase words and dashes. */
export const QUESTION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Minutes allowed for a question. */
export const MINUTES_RANGE = { min: 2, max: 60 } as const;

/** A label inside a sentence: "product design", "estimation", but "AI product", whose first word is an acronym. */
export const labelInSentence = (key: string): string => labelOf(key).replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());
