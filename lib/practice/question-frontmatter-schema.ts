import { z } from "zod";
import { COMPETENCY_IDS, type CompetencyId } from "@/lib/course/competencies";
import { objectErrors } from "@/lib/course/object-errors";
import { COMPANY_IDS, type CompanyId } from "@/lib/course/companies";
import { difficultyKeys, MINUTES_RANGE, questionTypeKeys } from "./question-kinds";

const text = z.string({ error: "is required" }).trim().min(1, "must not be empty");

/** "a, b, c" as the list ["a", "b", "c"], refusing empty entries. */
const commaList = (what: string) =>
  z
    .string({ error: `must be a list of ${what} separated by commas` })
    .transform((value) => value.split(",").map((item) => item.trim()))
    .refine((items) => items.every((item) => item !== ""), `must be a list of ${what} separated by commas, none empty`);

const oneOf = (keys: readonly string[]) => (items: string[]) => items.filter((item) => !keys.includes(item));

/** The front matter of `content/questions/<id>.mdx` (content/README.md, "Practice questions"). */
export const questionFrontmatterSchema = z.strictObject(
  {
    title: text,
    type: z.enum(questionTypeKeys, { error: `must be one of ${questionTypeKeys.join(", ")}` }),
    companies: commaList("companies").superRefine((items, context) => {
      for (const unknown of oneOf(COMPANY_IDS)(items)) {
        context.addIssue({ code: "custom", message: `"${unknown}" is not a company: use ${COMPANY_IDS.join(", ")}` });
      }
    })
      // Every entry is a company key once the refinement above has passed.
      .transform((items) => items as CompanyId[]),
    difficulty: z.enum(difficultyKeys, { error: `must be one of ${difficultyKeys.join(", ")}` }),
    minutes: z
      .number({ error: "must be a whole number, e.g. minutes: 20" })
      .int("must be a whole number, e.g. minutes: 20")
      .min(MINUTES_RANGE.min, `must be from ${MINUTES_RANGE.min} to ${MINUTES_RANGE.max}`)
      .max(MINUTES_RANGE.max, `must be from ${MINUTES_RANGE.min} to ${MINUTES_RANGE.max}`),
    skills: commaList("skill ids").refine((items) => items.length >= 2, "needs at least two skills"),
    lessons: commaList("lesson paths"),
    // Behavioural questions only: the story-bank competencies a story answering it shows, so the question page can
    // offer the learner's matching stories first.
    competencies: commaList("competencies")
      .superRefine((items, context) => {
        for (const unknown of oneOf(COMPETENCY_IDS)(items)) {
          context.addIssue({ code: "custom", message: `"${unknown}" is not a competency: use ${COMPETENCY_IDS.join(", ")}` });
        }
      })
      // Every entry is a competency id once the refinement above has passed.
      .transform((items) => items as CompetencyId[])
      .optional(),
  },
  objectErrors("must be title, type, companies, difficulty, minutes, skills and lessons lines (and competencies for a behavioral question)"),
);

export type QuestionFrontmatter = z.infer<typeof questionFrontmatterSchema>;
