import { z } from "zod";
import { isStorableText } from "@/lib/storable-text";
import { FEEDBACK_MAX_LENGTH } from "./feedback-limits";
import { courseNavigation } from "@/lib/course/navigation";

export { FEEDBACK_MAX_LENGTH };

/** One "Was this helpful?" submission, as the block sends it and the server action checks it. */
export const feedbackSchema = z.object({
  rating: z.enum(["up", "down"], "Choose thumbs up or thumbs down."),
  feedback_text: z
    .string()
    .max(FEEDBACK_MAX_LENGTH, `Feedback can be at most ${FEEDBACK_MAX_LENGTH.toLocaleString("en-IN")} characters.`)
    .refine(isStorableText, "Feedback contains characters that are not allowed.")
    .transform((text) => text.trim()),
  page_url: z.string().refine((path) => courseNavigation.findLessonByPath(path)?.path === path, "Not a lesson page."),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
