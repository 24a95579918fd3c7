import { z } from "zod";
import { COMPANY_IDS } from "@/lib/course/companies";
import { addDays, isDay, type Day } from "@/lib/indian-time";

/** The furthest ahead a plan may reach: a year. */
export const PLAN_MAX_DAYS = 365;

/** What the plan form sends, checked the same way on the server; `today` is the day it is in India. */
export const planSchema = (today: Day) =>
  z.object({
    interviewDate: z
      .string()
      .refine(isDay, "Enter the interview date as a day, for example 2026-12-14.")
      .refine((day) => day > today, "The interview date must be after today.")
      .refine((day) => day <= addDays(today, PLAN_MAX_DAYS), "The interview date must be at most a year ahead."),
    companies: z.array(z.enum(COMPANY_IDS, "Choose companies from the list.")).max(COMPANY_IDS.length),
    hoursPerWeek: z.coerce
      .number("Give the hours a week as a whole number.")
      .int("Give the hours a week as a whole number.")
      .min(1, "Give at least one hour a week.")
      .max(60, "Give at most 60 hours a week."),
  });

export type PlanSettings = z.infer<ReturnType<typeof planSchema>>;
