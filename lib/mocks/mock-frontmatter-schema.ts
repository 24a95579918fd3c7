import { z } from "zod";
import { COMPANY_IDS, type CompanyId } from "@/lib/course/companies";
import { objectErrors } from "@/lib/course/object-errors";
import { difficultyKeys, questionTypeKeys } from "@/lib/practice/question-kinds";
import { MOCK_LIMITS } from "./mock-script";

const text = z.string({ error: "is required" }).trim().min(1, "must not be empty");
const commaList = (what: string) =>
  z
    .string({ error: `must be a list of ${what} separated by commas` })
    .transform((value) => value.split(",").map((item) => item.trim()))
    .refine((items) => items.every((item) => item !== ""), `must be a list of ${what} separated by commas, none empty`);
const { min, max } = MOCK_LIMITS.scriptMinutes;

/** The front matter of `content/mocks/<id>.mdx` (content/mocks/README.md, "Front matter"). */
export const mockFrontmatterSchema = z.strictObject(
  {
    title: text,
    type: z.enum(questionTypeKeys, { error: `must be one of ${questionTypeKeys.join(", ")}` }),
    companies: commaList("companies")
      .superRefine((items, context) => {
        for (const unknown of items.filter((item) => !(COMPANY_IDS as readonly string[]).includes(item))) {
          context.addIssue({ code: "custom", message: `"${unknown}" is not a company: use ${COMPANY_IDS.join(", ")}` });
        }
      })
      // Every entry is a company key once the refinement above has passed.
      .transform((items) => items as CompanyId[]),
    difficulty: z.enum(difficultyKeys, { error: `must be one of ${difficultyKeys.join(", ")}` }),
    minutes: z
      .number({ error: "must be a whole number, e.g. minutes: 25" })
      .int("must be a whole number, e.g. minutes: 25")
      .min(min, `must be from ${min} to ${max}`)
      .max(max, `must be from ${min} to ${max}`),
    skills: commaList("skill ids").refine((items) => items.length >= 2, "needs at least two skills"),
  },
  objectErrors("must be title, type, companies, difficulty, minutes and skills lines"),
);
