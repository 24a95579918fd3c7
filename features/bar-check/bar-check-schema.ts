import { z } from "zod";
import { MAX_REASON_CHARS } from "./bar-check-limits";

/** A judgement as the form sends it; the same limits as public.bar_check_judge. */
export const judgementSchema = z.object({
  pair: z.uuid("That pair cannot be found. Reload the page."),
  choice: z.enum(["left", "right"], "Choose one of the two answers."),
  reason: z
    .string()
    .trim()
    .max(MAX_REASON_CHARS, `Keep the reason to one line of at most ${MAX_REASON_CHARS} characters.`)
    .refine((text) => !/[\n\r]/.test(text), `Keep the reason to one line of at most ${MAX_REASON_CHARS} characters.`),
});

/** The name an author may put on their card. */
export const cardNameSchema = z.string().trim().max(60, "Keep the name to 60 characters.");
