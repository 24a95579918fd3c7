import { z } from "zod";
import { objectErrors } from "./object-errors";

const LAST_CHECKED_FORMAT = "must be a date written year-month-day, e.g. lastChecked: 2026-11-23";

function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** The frontmatter every lesson starts with; order and grouping belong to the manifest, not here. */
export const frontmatterSchema = z.strictObject(
  {
    /** Page and sidebar title; must equal the lesson's title in `content/manifest.ts`. */
    title: z.string({ error: "is required" }).trim().min(1, "must not be empty"),
    /** One sentence saying what the learner gets from the lesson (used as the page description). */
    description: z
      .string({ error: "is required" })
      .trim()
      .min(1, "must not be empty")
      .refine((text) => /[.!?]$/.test(text), "must be a full sentence ending with a full stop")
      .refine((text) => !/[.!?]\s+[A-Z]/.test(text), "must be a single sentence"),
    /** Reading time in whole minutes (about words / 200, rounded up). */
    minutes: z
      .number({ error: "must be a whole number, e.g. minutes: 8" })
      .int("must be a whole number, e.g. minutes: 8")
      .positive("must be more than 0"),
    /** The day the lesson's figures were last checked against their sources, shown on the page. */
    lastChecked: z
      .string({ error: LAST_CHECKED_FORMAT })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: LAST_CHECKED_FORMAT, abort: true })
      .refine(isCalendarDate, { error: "must be a real date, e.g. lastChecked: 2026-11-23", abort: true })
      .refine((date) => date <= new Date().toISOString().slice(0, 10), "must not be in the future"),
    /** `draft: true` keeps the lesson out of production; development shows it with a "Draft" badge. */
    draft: z.boolean({ error: "must be true or false, e.g. draft: true" }).optional(),
  },
  objectErrors("must be title, description, minutes and lastChecked lines"),
);

export type Frontmatter = z.infer<typeof frontmatterSchema>;
