import { z } from "zod";
import { objectErrors } from "./object-errors";

const text = z.string({ error: "is required" }).trim().min(1, "must not be empty");

/** The five levels of every rubric skill, worst first, with the labels the rubric table shows. */
export const rubricLevels = [
  { key: "veryWeakOrMissing", label: "Very Weak or Missing" },
  { key: "weak", label: "Weak" },
  { key: "neutral", label: "Neutral" },
  { key: "strong", label: "Strong" },
  { key: "veryStrong", label: "Very Strong" },
] as const;

/** One skill an interviewer scores, rendered as a row of the rubric. */
export const rubricSkillSchema = z.strictObject(
  {
    /** Lasting name of the skill, which grades and questions refer to: lowercase words and dashes, never renamed. */
    id: z.string({ error: "is required" }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words and dashes"),
    /** Short name of the skill: "Isolating variables". */
    name: text,
    /** What the skill is. */
    description: text,
    /** A short example of the skill done well. */
    example: text,
    /** What an answer at each of the five levels looks like. */
    levels: z.strictObject(
      { veryWeakOrMissing: text, weak: text, neutral: text, strong: text, veryStrong: text },
      objectErrors("needs the five levels: veryWeakOrMissing, weak, neutral, strong, veryStrong"),
    ),
  },
  objectErrors('must be an object: { "id", "name", "description", "example", "levels" }'),
);

/** `content/data/rubrics/<name>.json`, rendered by `<Rubric name="<name>" />`. */
export const rubricSchema = z.strictObject(
  {
    /** Heading of the rubric. */
    title: text,
    /** One or two sentences on how to use it. */
    intro: text,
    /** The skills scored, in the order the table shows them. */
    skills: z.array(rubricSkillSchema, { error: "must be a list of skills" }).min(1, "needs at least one skill"),
  },
  objectErrors('must be an object: { "title", "intro", "skills" }'),
);

export type RubricSkill = z.infer<typeof rubricSkillSchema>;
export type Rubric = z.infer<typeof rubricSchema>;
