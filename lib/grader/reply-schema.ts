import { z } from "zod";

/**
 * What the grader must answer, as JSON: for each skill of the question, a level 1-5 (or null where it cannot say), a
 * verbatim quote from the answer that supports it (or null where the answer lacks what the skill needs) and one line
 * of reason in the rubric's terms. Anything else is an invalid reply, never partly shown.
 */
export const graderReplySchema = z.strictObject({
  skills: z
    .array(
      z.strictObject({
        skill: z.string().min(1).max(100),
        level: z.number().int().min(1).max(5).nullable(),
        quote: z.string().max(2000).nullable(),
        reason: z.string().trim().min(1).max(400).refine((text) => !/[\r\n]/.test(text), "one line"),
      }),
    )
    .min(1)
    .max(20),
});

export type GraderReply = z.infer<typeof graderReplySchema>;
export type SkillReply = GraderReply["skills"][number];

/**
 * The reply's content parsed: the JSON object itself, or one inside a ```json fence (some servers add one even when
 * asked not to). Null for anything that is not valid JSON fitting the schema.
 */
export function parseGraderReply(content: string): GraderReply | null {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  let json: unknown;
  try {
    json = JSON.parse(fenced ? fenced[1]! : content);
  } catch {
    return null;
  }
  const parsed = graderReplySchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
