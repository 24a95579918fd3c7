import { z } from "zod";
import { COMPANY_IDS, type CompanyId } from "@/lib/course/companies";
import { hasBidiControls } from "@/lib/bidi-controls";
import { DEBRIEF_LIMITS as LIMITS, formatKeys, levelKeys, outcomeKeys, roundTypeKeys } from "@/lib/debriefs/debrief-kinds";
import { currentMonth, monthsBetween } from "@/lib/debriefs/months";

import { QUESTION_FIELDS } from "./debrief-fields";

const noBidi = (text: string) => !hasBidiControls(text);
const BIDI = "Remove the characters that turn text around.";
const question = z.string().trim().max(LIMITS.questionChars, `Keep each question to ${LIMITS.questionChars} characters.`).refine(noBidi, BIDI);

/**
 * A report as the form sends it, checked as the database checks it (supabase/migrations/20261213010000_debriefs.sql),
 * at `now`: the month is not in the future and at most two years back, in India's calendar.
 */
export function reportSchema(now: Date = new Date()) {
  const thisMonth = currentMonth(now);
  return z
    .object({
      company: z.enum([...COMPANY_IDS, "other"], "Choose the company."),
      companyOther: z.string().trim().max(LIMITS.companyChars, `Keep the company's name to ${LIMITS.companyChars} characters.`).refine(noBidi, BIDI),
      level: z.enum(levelKeys, "Choose the role's level."),
      roundType: z.enum(roundTypeKeys, "Choose the kind of round."),
      month: z.string().superRefine((month, context) => {
        const age = monthsBetween(month, thisMonth);
        if (Number.isNaN(age)) context.addIssue({ code: "custom", message: "Give the month and year of the round." });
        else if (age < 0) context.addIssue({ code: "custom", message: "The month of the round cannot be in the future." });
        else if (age > 24) context.addIssue({ code: "custom", message: "Report rounds from the last two years only." });
      }),
      format: z.enum(formatKeys, "Choose video, on site or phone."),
      minutes: z.coerce
        .number("Give the round's length in minutes.")
        .int("Give the round's length in whole minutes.")
        .min(LIMITS.minMinutes, `Give a length from ${LIMITS.minMinutes} to ${LIMITS.maxMinutes} minutes.`)
        .max(LIMITS.maxMinutes, `Give a length from ${LIMITS.minMinutes} to ${LIMITS.maxMinutes} minutes.`),
      question1: question,
      question2: question,
      question3: question,
      question4: question,
      question5: question,
      outcome: z.enum(outcomeKeys, "Choose how the round went, or not yet known."),
      tip: z.string().trim().max(LIMITS.tipChars, `Keep the tip to ${LIMITS.tipChars} characters.`).refine(noBidi, BIDI),
    })
    .superRefine((value, context) => {
      if (value.company === "other" && value.companyOther === "") context.addIssue({ code: "custom", path: ["companyOther"], message: "Give the company's name." });
      if (QUESTION_FIELDS.every((field) => value[field] === "")) context.addIssue({ code: "custom", path: ["question1"], message: "Give at least one question you were asked." });
    })
    .transform((value) => ({
      company_id: value.company === "other" ? null : (value.company as CompanyId),
      company_other: value.company === "other" ? value.companyOther : null,
      level: value.level,
      round_type: value.roundType,
      round_month: `${value.month}-01`,
      format: value.format,
      minutes: value.minutes,
      questions: QUESTION_FIELDS.map((field) => value[field]).filter((text) => text !== ""),
      outcome: value.outcome,
      tip: value.tip === "" ? null : value.tip,
    }));
}

export type ReportRow = z.output<ReturnType<typeof reportSchema>>;

/** An admin's edit for privacy: the questions (blank ones dropped) and the tip. */
export const editSchema = z.object({
  report: z.uuid("That report cannot be found."),
  questions: z.array(question).transform((items) => items.filter((text) => text !== "")).refine((items) => items.length >= 1 && items.length <= LIMITS.questions, "Keep one to five questions."),
  tip: z.string().trim().max(LIMITS.tipChars, `Keep the tip to ${LIMITS.tipChars} characters.`).refine(noBidi, BIDI),
});

/** A reason: a rejection the author reads, or a member's flag. */
export const reasonSchema = (max: number, message: string) => z.string().trim().min(1, message).max(max, message).refine(noBidi, BIDI);
