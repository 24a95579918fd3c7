import { z } from "zod";
import { COMPANY_IDS } from "@/lib/course/companies";
import { questionTypeKeys, QUESTION_ID } from "@/lib/practice/question-kinds";
import { PLAN_MAX_DAYS } from "@/features/plan/plan-schema";
import { hasBidiControls } from "@/lib/bidi-controls";
import { addDays, fromIndianTime, indianDay, isDay } from "@/lib/indian-time";
import { experienceKeys, slotKeys } from "./mock-options";
import { workEmailProblem } from "./work-email";

/** An https address and nothing else: the database refuses any other link too. */
export const HTTPS_LINK = /^https:\/\/[^\s/]+\S*$/;

/**
 * A meeting link as members paste it, made whole: "meet.google.com/abc-defg-hij" (no scheme, as the apps' share
 * buttons often copy it) becomes "https://meet.google.com/abc-defg-hij". A link with a scheme keeps it, so that
 * "http:" and "javascript:" are still refused; "zoom.us:443/j/1" has a port, not a scheme.
 */
export function completeVideoLink(value: string): string {
  if (value === "" || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value)) return value;
  return value.startsWith("//") ? `https:${value}` : `https://${value}`;
}

/** A board entry as the form sends it, checked the same way on the server. */
export const boardEntrySchema = z.object({
  display_name: z
    .string()
    .trim()
    .min(1, "Give the name other members will see.")
    .max(60, "Keep the display name under 60 characters.")
    .refine((name) => !hasBidiControls(name), "Use letters, numbers and punctuation only: the name holds a hidden direction mark."),
  companies: z.array(z.enum(COMPANY_IDS, "Choose companies from the list.")).max(8),
  interview_date: z
    .string()
    .trim()
    .refine((value) => value === "" || isDay(value), "Give the interview date as a date, or leave it empty.")
    // The plan's range, which the database holds every entry to as well (PLAN_MAX_DAYS).
    .refine((value) => {
      const today = indianDay(new Date());
      return value === "" || !isDay(value) || (value > today && value <= addDays(today, PLAN_MAX_DAYS));
    }, "The interview date must be after today and at most a year ahead."),
  experience: z.enum(experienceKeys, "Choose your experience."),
  slots: z.array(z.enum(slotKeys, "Choose times from the list.")),
  question_types: z.array(z.enum(questionTypeKeys, "Choose question types from the list.")).max(questionTypeKeys.length).default([]),
  video_link: z
    .string()
    .trim()
    .transform(completeVideoLink)
    .pipe(
      z
        .string()
        .max(300, "Keep the video link under 300 characters.")
        .regex(HTTPS_LINK, "The video link must start with https://, such as https://meet.google.com/abc-defg-hij."),
    ),
  show_linkedin: z.boolean(),
});
export type BoardEntry = z.infer<typeof boardEntrySchema>;
export type BoardEntryField = keyof BoardEntry;

/**
 * A request as the form sends it: a partner, a time (read as IST, in the future) and who interviews first. It names no
 * question: each half's question is chosen when the request is accepted, from the types each candidate practises
 * (public.accept_mock_request). Anything else the form is sent is dropped.
 */
export const mockRequestSchema = z.object({
  partner: z.uuid("Choose a member from the board."),
  proposed_at: z
    .string()
    .transform((value, context) => {
      const instant = fromIndianTime(value);
      if (!instant) {
        context.addIssue({ code: "custom", message: "Give the date and time of the mock." });
        return z.NEVER;
      }
      return instant;
    })
    .refine((instant) => instant.getTime() > Date.now(), "Choose a time in the future."),
  first: z.enum(["me", "partner"], "Say who interviews first."),
});
export type MockRequestField = keyof z.input<typeof mockRequestSchema>;

/** Rubric feedback: a score from 1 to 5 for each skill of the question, and comments. */
export const mockFeedbackSchema = z.object({
  request_id: z.uuid("That mock no longer exists."),
  scores: z.record(z.string().regex(QUESTION_ID), z.number().int().min(1, "Score each skill from 1 to 5.").max(5, "Score each skill from 1 to 5.")),
  comments: z
    .string()
    .trim()
    .max(2000, "Keep the comments under 2,000 characters.")
    .refine((comments) => !hasBidiControls(comments), "Take out the hidden direction marks the comments hold, then send them."),
  /** The partner as interviewer: "yes", "no", or "" for not said. */
  kit_followed: z.enum(["yes", "no", ""], "Answer yes or no, or leave it.").default("").transform((value) => (value === "" ? null : value === "yes")),
  probes_asked: z.enum(["yes", "no", ""], "Answer yes or no, or leave it.").default("").transform((value) => (value === "" ? null : value === "yes")),
});
export type MockFeedbackField = "scores" | "comments" | "kit_followed" | "probes_asked";

/** A report to the admins about another member. */
export const mockReportSchema = z.object({
  reported: z.uuid("That member is no longer on the board."),
  reason: z.string().trim().min(1, "Say what happened.").max(2000, "Keep the report under 2,000 characters."),
});

/** A work or college address to send a link to: an address, and not at a free webmail service. */
export const workEmailSchema = z.object({
  address: z
    .string()
    .trim()
    .superRefine((address, context) => {
      const problem = workEmailProblem(address);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
});

/** "Asha R.": the display name offered by default, the first name and the last name's initial. */
export function defaultDisplayName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const last = words.length > 1 ? ` ${words[words.length - 1]!.charAt(0).toUpperCase()}.` : "";
  return `${words[0]!.slice(0, 50)}${last}`;
}
