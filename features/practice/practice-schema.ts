import { z } from "zod";
import { QUESTION_ID } from "@/lib/practice/question-kinds";
import { MAX_ANSWER_CHARS, tooLongMessage } from "./answer-limits";

/** Longest time an attempt's clock counts, in seconds (a day), as the database allows. */
const MAX_SECONDS = 86_400;

/** One save of the answer box: the attempt (its id made by the browser), the text so far and the clock's seconds. */
export const answerSaveSchema = z.object({
  attemptId: z.uuid("That attempt cannot be found. Reload the page."),
  questionId: z.string().regex(QUESTION_ID, "That question cannot be found."),
  answer: z.string().superRefine((answer, context) => {
    if (answer.length > MAX_ANSWER_CHARS) context.addIssue({ code: "custom", message: tooLongMessage(answer.length) });
  }),
  seconds: z.coerce.number().int().min(0).max(MAX_SECONDS).catch(0),
});
export type AnswerSave = z.infer<typeof answerSaveSchema>;

/** A rubric skill as a grading form shows it. */
export type GradedSkill = { id: string; name: string };

/**
 * The grades of a rubric form: one level from 1 to 5 for each of `skills`. A refusal names the skills without a
 * level, in the form's order.
 */
export function gradesSchema(skills: readonly GradedSkill[]) {
  const level = z.coerce.number().int().min(1).max(5);
  const shape = Object.fromEntries(skills.map((skill) => [skill.id, level]));
  return z.object(shape).transform((grades) => grades as Record<string, number>);
}

/** The level chosen for each skill as the form sent it, so a refused form shows the same choices. */
export const chosenLevels = (skills: readonly GradedSkill[], formData: FormData): Record<string, string> =>
  Object.fromEntries(skills.map((skill) => [skill.id, String(formData.get(`grade-${skill.id}`) ?? "")]));

/** Reads a submitted rubric form (`grade-<skill>` fields): the grades, or the sentence naming what is missing. */
export function readGrades(skills: readonly GradedSkill[], formData: FormData): { grades: Record<string, number> } | { missing: string } {
  const parsed = gradesSchema(skills).safeParse(chosenLevels(skills, formData));
  if (parsed.success) return { grades: parsed.data };
  const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const names = skills.filter((skill) => wrong.has(skill.id)).map((skill) => skill.name);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return { missing: `Choose a level for every skill: ${list} ${names.length === 1 ? "has" : "have"} none yet.` };
}
