"use server";

import { currentMember } from "@/lib/auth/session";
import { createClient } from "@/lib/supabase/server";
import { feedbackSchema } from "./feedback-schema";

export type FeedbackResult = { ok: true } | { ok: false; error: string };

/**
 * Stores one rating for a lesson. The email comes from the verified session (and the database checks it again
 * against the token); a request without a session stores nothing.
 */
export async function submitFeedback(input: unknown): Promise<FeedbackResult> {
  const parsed = feedbackSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid feedback." };
  const member = await currentMember();
  if (!member) return { ok: false, error: "Your session has ended. Please log in again." };
  const supabase = await createClient();
  const { error } = await supabase.from("feedback").insert({
    user_email: member.email,
    page_url: parsed.data.page_url,
    rating: parsed.data.rating,
    feedback_text: parsed.data.feedback_text || null,
  });
  if (error) {
    console.error("feedback insert failed:", error.message);
    return { ok: false, error: "insert-failed" };
  }
  return { ok: true };
}
