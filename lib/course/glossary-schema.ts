import { z } from "zod";
import { objectErrors } from "./object-errors";

const text = z.string({ error: "is required" }).trim().min(1, "must not be empty");

/** One glossary entry, rendered by `<Glossary />`. */
export const glossaryTermSchema = z.strictObject(
  {
    /** The term as learners will meet it, with its abbreviation if any: "Customer acquisition cost (CAC)". */
    term: text,
    /** What it means, precisely. */
    definition: text,
    /** A short example in an Indian product context; may be empty or left out when it would not help. */
    example: z.string({ error: "must be text" }).optional(),
  },
  objectErrors('must be an object: { "term", "definition", "example" }'),
);

/** Orders glossary terms alphabetically, ignoring case. */
export function compareTerms(a: string, b: string): number {
  return a.localeCompare(b, "en", { sensitivity: "base" });
}

/** `content/data/glossary.json`: at least 35 terms, alphabetical (ignoring case), no term twice. */
export const glossarySchema = z
  .array(glossaryTermSchema, { error: 'must be a list of terms: [{ "term", "definition", "example" }]' })
  .min(35, "the glossary needs at least 35 terms")
  .superRefine(
    (terms, context) => {
      // Runs even when some entries are invalid, so ordering mistakes show up in the same report.
      const names = terms.map((entry) => (typeof entry?.term === "string" ? entry.term : undefined));
      names.forEach((term, index) => {
        const before = names[index - 1];
        if (term === undefined || before === undefined) return;
        const order = compareTerms(before, term);
        if (order === 0) {
          context.addIssue({ code: "custom", path: [index, "term"], message: "appears twice" });
        } else if (order > 0) {
          context.addIssue({
            code: "custom",
            path: [index, "term"],
            message: `must come before "${before}" (terms are sorted alphabetically, ignoring case)`,
          });
        }
      });
    },
    { when: (payload) => Array.isArray(payload.value) },
  );

export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export type Glossary = z.infer<typeof glossarySchema>;
