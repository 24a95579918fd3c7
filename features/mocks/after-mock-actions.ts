"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { createClient } from "@/lib/supabase/server";
import { databaseMessage } from "@/lib/database-message";
import { mockFeedbackSchema, type MockFeedbackField } from "./mock-schema";

/**
 * Saves the member's rubric feedback on their partner: a score for each skill of the mock's question (fields
 * `score-<skill id>`) and comments. The database takes it only from one of the two, after the time.
 */
export async function giveMockFeedback(_previous: ActionResult<MockFeedbackField>, formData: FormData): Promise<ActionResult<MockFeedbackField>> {
  await requireMember();
  const comments = formData.get("comments");
  const values = { comments: typeof comments === "string" ? comments : "" };
  const requestId = z.uuid().safeParse(formData.get("request_id"));
  if (!requestId.success) return { message: "That mock no longer exists.", values };
  const supabase = await createClient();
  const mock = await supabase.from("mock_requests").select("question_id").eq("id", requestId.data).maybeSingle();
  const question = mock.data && (await loadQuestionBank()).byId.get(mock.data.question_id as string);
  if (!question) return { message: "That mock no longer exists.", values };
  const scores: Record<string, number> = {};
  for (const skill of question.skills) {
    const score = Number(formData.get(`score-${skill}`));
    if (!Number.isInteger(score) || score < 1 || score > 5) return { errors: { scores: "Score each skill from 1 to 5." }, values, message: "The feedback was not saved: score every skill." };
    scores[skill] = score;
  }
  const parsed = mockFeedbackSchema.safeParse({ request_id: requestId.data, scores, comments: values.comments });
  if (!parsed.success) {
    const errors: ActionResult<MockFeedbackField>["errors"] = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as MockFeedbackField] ??= issue.message;
    return { errors, values, message: "The feedback was not saved: see the fields marked below." };
  }
  const { error } = await supabase.from("mock_feedback").insert(parsed.data);
  if (error) {
    const message = error.code === "23505" ? "You have already given feedback on this mock." : databaseMessage(error, "The feedback could not be saved. Please try again.");
    return { message, values };
  }
  revalidatePath("/mocks");
  return { ok: true, message: "Feedback saved. Your partner sees it now." };
}

/** Reports that the other person of a mock did not come. */
export async function reportNoShow(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireMember();
  const requestId = z.uuid().safeParse(formData.get("request_id"));
  if (!requestId.success) return { message: "That mock no longer exists." };
  const supabase = await createClient();
  const { error } = await supabase.from("mock_no_shows").insert({ request_id: requestId.data });
  if (error) {
    return { message: error.code === "23505" ? "You have already reported this no-show." : databaseMessage(error, "The report could not be saved. Please try again.") };
  }
  revalidatePath("/mocks");
  return { ok: true, message: "No-show reported. It counts on their board entry." };
}
