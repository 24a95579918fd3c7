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

/** The companies with a guide in the course, which a question may be tagged with. */
export const COMPANIES = [
  { key: "flipkart", label: "Flipkart" },
  { key: "swiggy", label: "Swiggy" },
  { key: "zomato", label: "Zomato" },
  { key: "zepto", label: "Zepto" },
  { key: "cred", label: "CRED" },
  { key: "razorpay", label: "Razorpay" },
  { key: "phonepe", label: "PhonePe" },
  { key: "meesho", label: "Meesho" },
] as const;

export const DIFFICULTIES = [
  { key: "easy", label: "Easy" },
  { key: "medium", label: "Medium" },
  { key: "hard", label: "Hard" },
] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number]["key"];
export type Company = (typeof COMPANIES)[number]["key"];
export type Difficulty = (typeof DIFFICULTIES)[number]["key"];

export const questionTypeKeys = QUESTION_TYPES.map((item) => item.key);
export const companyKeys = COMPANIES.map((item) => item.key);
export const difficultyKeys = DIFFICULTIES.map((item) => item.key);

const labels = new Map<string, string>([...QUESTION_TYPES, ...COMPANIES, ...DIFFICULTIES].map((item) => [item.key, item.label]));
/** The label shown for a type, company or difficulty key. */
export const labelOf = (key: string): string => labels.get(key) ?? key;

/** Question ids (file names): lowercase words and dashes. */
export const QUESTION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Minutes allowed for a question. */
export const MINUTES_RANGE = { min: 2, max: 60 } as const;
