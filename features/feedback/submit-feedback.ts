"use server";

import type { ActionResult } from "@/lib/action-result";
import { messages } from "@/lib/auth/messages";
import { currentMember } from "@/lib/auth/session";
import { createClient } from "@/lib/supabase/server";
import { feedbackSchema } from "./feedback-schema";

/**
 * Stores one rating for a lesson. The row's email is not sent: the database fills it in from the verified token,
 * lower-cased as the policy compares it (an account whose email has capitals, as Google can give, would otherwise be
 * refused). A request without a session stores nothing. Every failure shows the same message, and the
 * reason goes to the server's log.
 */
export async function submitFeedback(_previous: ActionResult, input: unknown): Promise<ActionResult> {
  const failed = (reason: string): ActionResult => {
    console.error("feedback refused:", reason);
    return { message: messages.feedback };
  };
  const parsed = feedbackSchema.safeParse(input);
  if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? "invalid feedback");
  const member = await currentMember();
  if (!member) return failed("no session");
  const supabase = await createClient();
  const { error } = await supabase.from("feedback").insert({
    page_url: parsed.data.page_url,
    rating: parsed.data.rating,
    feedback_text: parsed.data.feedback_text || null,
  });
  if (error) return failed(`insert failed: ${error.message}`);
  return { ok: true };
}
