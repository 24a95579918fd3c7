import type { QuestionType } from "@/lib/practice/question-kinds";

/**
 * The values a report takes, in the order forms and the guides show them; the database checks the same lists
 * (supabase/migrations/20261213010000_debriefs.sql). Apart from the zod schema so client forms can use them.
 */
export const LEVELS = [
  { key: "apm", label: "APM" },
  { key: "pm", label: "PM" },
  { key: "senior-pm", label: "Senior PM" },
  { key: "group-pm", label: "Group PM or above" },
] as const;

/** Round types in the order a loop usually runs them: the loop summary lists them so. */
export const ROUND_TYPES = [
  { key: "recruiter-screen", label: "Recruiter screen" },
  { key: "hiring-manager", label: "Hiring manager" },
  { key: "product-sense", label: "Product sense" },
  { key: "analytical", label: "Analytical or metrics" },
  { key: "root-cause", label: "Root cause" },
  { key: "estimation", label: "Estimation" },
  { key: "technical", label: "Technical" },
  { key: "take-home", label: "Take-home or deck" },
  { key: "behavioural", label: "Behavioural" },
  { key: "leadership", label: "Leadership" },
] as const;

export const FORMATS = [
  { key: "video", label: "Video" },
  { key: "on-site", label: "On site" },
  { key: "phone", label: "Phone" },
] as const;

export const OUTCOMES = [
  { key: "moved-on", label: "Moved on" },
  { key: "offer", label: "Offer" },
  { key: "rejected", label: "Rejected" },
  { key: "unknown", label: "Not yet known" },
] as const;

export type Level = (typeof LEVELS)[number]["key"];
export type RoundType = (typeof ROUND_TYPES)[number]["key"];
export type Format = (typeof FORMATS)[number]["key"];
export type Outcome = (typeof OUTCOMES)[number]["key"];

export const levelKeys = LEVELS.map((item) => item.key) as [Level, ...Level[]];
export const roundTypeKeys = ROUND_TYPES.map((item) => item.key) as [RoundType, ...RoundType[]];
export const formatKeys = FORMATS.map((item) => item.key) as [Format, ...Format[]];
export const outcomeKeys = OUTCOMES.map((item) => item.key) as [Outcome, ...Outcome[]];

const labels = new Map<string, string>([...LEVELS, ...ROUND_TYPES, ...FORMATS, ...OUTCOMES].map((item) => [item.key, item.label]));
/** The label of a level, round type, format or outcome key. */
export const debriefLabel = (key: string): string => labels.get(key) ?? key;

/**
 * The question type whose readiness (features/plan/readiness.ts) stands for a round: a round that tests no one type
 * (a recruiter screen, a take-home, a hiring manager's or a leader's conversation) has none.
 */
export const READINESS_TYPE: Record<RoundType, QuestionType | null> = {
  "recruiter-screen": null,
  "hiring-manager": null,
  "product-sense": "product-design",
  analytical: "analytical",
  "root-cause": "execution",
  estimation: "estimation",
  technical: "technical",
  "take-home": null,
  behavioural: "behavioral",
  leadership: null,
};

/** The limits the database keeps; the forms read them from here without bringing zod to the browser. */
export const DEBRIEF_LIMITS = { questions: 5, questionChars: 500, tipChars: 1000, companyChars: 80, reasonChars: 500, flagChars: 300, minMinutes: 5, maxMinutes: 480, perDay: 5 } as const;
