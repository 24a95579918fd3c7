import { z } from "zod";

const text = (what: string) => z.string({ error: `must be ${what}` }).trim().min(1, "must not be empty");

export const estimateFrontmatterSchema = z.strictObject({
  prompt: text("the question, one sentence"),
  // Written as a learner would type it, so a plain number in the front matter is read as text too.
  answer: z.union([z.string(), z.number()], { error: "is required" }).transform(String),
  unit: text("the unit of the answer"),
  source: text("who published the figure"),
  period: z.union([z.string(), z.number()], { error: "is required: the period of the data" }).transform(String).pipe(text("the period of the data")),
  lesson: text("a lesson path"),
});

export const defineFrontmatterSchema = z.strictObject({
  term: text("the term"),
  lesson: text("a lesson path"),
  glossary: text("a glossary term").optional(),
});

export const triageFrontmatterSchema = z.strictObject({
  title: text("a short title"),
  lesson: text("a lesson path"),
});

/** How to fix each field, by name, for the content check's messages. */
export const DRILL_FIELD_FIXES: Record<string, string> = {
  prompt: "Write prompt: followed by the question in one sentence.",
  answer: "Write the true value as a learner would type it, e.g. answer: 20.7 billion.",
  unit: "Write what the answer counts, e.g. unit: transactions a month.",
  source: "Write who published the figure, e.g. source: NPCI.",
  period: "Write the period of the data, e.g. period: October 2025 or period: FY2024-25.",
  lesson: "Write the path of the lesson that teaches it, e.g. lesson: /dashboard/estimation/reference.",
  term: "Write term: followed by the term as learners meet it.",
  glossary: "Write the exact term of an entry in content/data/glossary.json, or remove the line.",
  title: "Write title: followed by a short name, e.g. title: UPI success rate drops.",
};
