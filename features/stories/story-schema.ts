import { z } from "zod";
import { COMPETENCY_IDS } from "@/lib/course/competencies";

/** The most stories a bank holds; the database refuses the next one too. */
export const MAX_STORIES = 50;

const part = (name: string, max: number) =>
  z.string().trim().min(1, `Write the ${name}: a story needs all four parts.`).max(max, `Keep the ${name} under ${max.toLocaleString("en-IN")} characters.`);

/** A STAR story as the form sends it, checked the same way on the server. */
export const storySchema = z.object({
  title: z.string().trim().min(1, "Give the story a title.").max(120, "Keep the title under 120 characters."),
  situation: part("situation", 2000),
  task: part("task", 2000),
  action: part("action", 4000),
  result: part("result", 2000),
  happened: z.string().trim().max(60, "Keep “when” under 60 characters."),
  numbers: z.string().trim().max(500, "Keep the numbers under 500 characters."),
  competencies: z.array(z.enum(COMPETENCY_IDS, "Choose competencies from the list.")),
});

export type Story = z.infer<typeof storySchema> & { id: string };
export type StoryField = keyof z.infer<typeof storySchema>;
