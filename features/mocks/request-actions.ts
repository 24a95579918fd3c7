"use server";

import { randomInt } from "node:crypto";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fieldErrors, formValues, type ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { createClient } from "@/lib/supabase/server";
import { databaseMessage } from "@/lib/database-message";
import { acceptanceLimitMessage, LIMIT_WINDOW_MS } from "./daily-limits";
import { drainMailQueue } from "./mail-worker";
import { rememberMockNotices } from "./mock-notices";
import { mockRequestSchema, type MockRequestField } from "./mock-schema";

const FIELDS = ["partner", "proposed_at", "first"] as const;

/**
 * Sends a request to a member of the board for a time and who interviews first; the questions are chosen when it is
 * accepted. The database refuses what the issue lists, each with its reason.
 */
export async function sendMockRequest(_previous: ActionResult<MockRequestField>, formData: FormData): Promise<ActionResult<MockRequestField>> {
  const member = await requireMember();
  const values = formValues(formData, FIELDS);
  const parsed = mockRequestSchema.safeParse(values);
  if (!parsed.success) {
    return { errors: fieldErrors(parsed.error), values, message: "The request was not sent: see the fields marked below." };
  }
  const supabase = await createClient();
  const { error } = await supabase.from("mock_requests").insert({
    requester: member.id,
    partner: parsed.data.partner,
    proposed_at: parsed.data.proposed_at.toISOString(),
    // No question: the acceptance chooses each half's, from the types each candidate practises.
    first_interviewer: parsed.data.first === "me" ? member.id : parsed.data.partner,
  });
  if (error) {
    const message = databaseMessage(error, "The request could not be sent. Please try again.");
    // The partner's free times: the one refusal that is about a field, so it is shown beside the time.
    if (message.startsWith("That time is outside the free times")) return { errors: { proposed_at: message }, values, message: "The request was not sent: see the fields marked below." };
    return { message, values };
  }
  rememberMockNotices(parsed.data.partner);
  revalidatePath("/mocks");
  return { ok: true, message: "Request sent. It shows under Your requests until they answer." };
}

const proposedSchema = z.object({
  partner: z.uuid("That member is no longer on the board."),
  proposed_at: z.iso.datetime({ message: "That time is no longer offered. Find a partner again." }),
});

/**
 * "Find me a partner"'s one tap: a request for a proposed time, without questions (they are chosen when it is
 * accepted). The database checks the time again: free for both, in the future, nobody blocked, not booked.
 */
export async function sendProposedRequest(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  const member = await requireMember();
  const parsed = proposedSchema.safeParse({ partner: formData.get("partner"), proposed_at: formData.get("proposed_at") });
  if (!parsed.success) return { message: parsed.error.issues[0]!.message };
  const supabase = await createClient();
  const { error } = await supabase.from("mock_requests").insert({
    requester: member.id,
    partner: parsed.data.partner,
    proposed_at: parsed.data.proposed_at,
    first_interviewer: member.id,
  });
  if (error) return { message: databaseMessage(error, "The request could not be sent. Please try again.") };
  rememberMockNotices(parsed.data.partner);
  revalidatePath("/mocks");
  return { ok: true, message: "Request sent. It shows under Your requests until they answer." };
}

/** The practice bank as the database picks each half's question from it: every question, in a random order. */
async function questionOptions(): Promise<{ type: string; id: string }[]> {
  const bank = await loadQuestionBank();
  const options = bank.questions.map((question) => ({ type: question.type, id: question.id }));
  for (let i = options.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [options[i], options[j]] = [options[j]!, options[i]!];
  }
  return options;
}

const answerSchema = z.object({ id: z.uuid(), answer: z.enum(["accepted", "declined", "cancelled"]) });
const DONE = { accepted: "Accepted. The mock is under Upcoming, with the link.", declined: "Declined.", cancelled: "Cancelled." } as const;

/** Accepts or declines a request sent to the member, or cancels one of theirs. */
export async function answerMockRequest(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  const member = await requireMember();
  const parsed = answerSchema.safeParse({ id: formData.get("id"), answer: formData.get("answer") });
  if (!parsed.success) return { message: "That request no longer exists." };
  const supabase = await createClient();
  if (parsed.data.answer === "accepted") {
    // The daily limit, said before any work; the database holds it too, for a client that skips this page.
    const recent = await supabase
      .from("mock_requests")
      .select("id")
      .eq("partner", member.id)
      .gt("accepted_at", new Date(Date.now() - LIMIT_WINDOW_MS).toISOString());
    const refusal = recent.error ? null : acceptanceLimitMessage(recent.data.length);
    if (refusal) return { message: refusal };
    // Chooses both questions and books the time for both in one transaction: of two acceptances of one time, one wins.
    const accepted = await supabase.rpc("accept_mock_request", { request: parsed.data.id, options: await questionOptions() });
    if (accepted.error) return { message: databaseMessage(accepted.error, "That did not work. Please try again.") };
    // The acceptance emails are queued with it; the worker sends them now, without the page waiting.
    void drainMailQueue();
  }
  const { data, error } =
    parsed.data.answer === "accepted"
      ? await supabase.from("mock_requests").select("requester, partner").eq("id", parsed.data.id)
      : await supabase.from("mock_requests").update({ status: parsed.data.answer }).eq("id", parsed.data.id).select("requester, partner");
  if (error) return { message: databaseMessage(error, "That did not work. Please try again.") };
  if (!data.length) return { message: "That request no longer exists." };
  for (const person of [data[0]!.requester, data[0]!.partner] as string[]) rememberMockNotices(person);
  revalidatePath("/mocks");
  return { ok: true, message: DONE[parsed.data.answer] };
}
