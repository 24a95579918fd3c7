"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fieldErrors, type ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { createClient } from "@/lib/supabase/server";
import { databaseMessage } from "@/lib/database-message";
import { mockFeedbackSchema, type MockFeedbackField } from "./mock-schema";

/**
 * Saves the member's rubric feedback on their partner: a score for each skill of the question the partner answered
 * (fields `score-<skill id>`) and comments. The database takes it only from one of the two, after the start, and
 * keeps it from the partner until they have sent theirs or two days have passed.
 */
export async function giveMockFeedback(_previous: ActionResult<MockFeedbackField>, formData: FormData): Promise<ActionResult<MockFeedbackField>> {
  const member = await requireMember();
  const comments = formData.get("comments");
  const values = { comments: typeof comments === "string" ? comments : "" };
  const requestId = z.uuid().safeParse(formData.get("request_id"));
  if (!requestId.success) return { message: "That mock no longer exists.", values };
  const supabase = await createClient();
  const mock = await supabase.from("mock_requests").select("question_id, second_question_id, first_interviewer").eq("id", requestId.data).maybeSingle();
  // The partner answered the first half's question if the member interviewed first, the second half's otherwise.
  const partnersQuestion = mock.data && (mock.data.first_interviewer === member.id ? mock.data.question_id : (mock.data.second_question_id ?? mock.data.question_id));
  const question = typeof partnersQuestion === "string" ? (await loadQuestionBank()).byId.get(partnersQuestion) : undefined;
  if (!question) return { message: "That mock no longer exists.", values };
  const scores: Record<string, number> = {};
  for (const skill of question.skills) {
    const score = Number(formData.get(`score-${skill}`));
    if (!Number.isInteger(score) || score < 1 || score > 5) return { errors: { scores: "Score each skill from 1 to 5." }, values, message: "The feedback was not saved: score every skill." };
    scores[skill] = score;
  }
  const rating = (name: string) => (typeof formData.get(name) === "string" ? (formData.get(name) as string) : "");
  const parsed = mockFeedbackSchema.safeParse({ request_id: requestId.data, scores, comments: values.comments, kit_followed: rating("kit_followed"), probes_asked: rating("probes_asked") });
  if (!parsed.success) {
    return { errors: fieldErrors(parsed.error), values, message: "The feedback was not saved: see the fields marked below." };
  }
  const { error } = await supabase.from("mock_feedback").insert(parsed.data);
  if (error) {
    const message = error.code === "23505" ? "You have already given feedback on this mock." : databaseMessage(error, "The feedback could not be saved. Please try again.");
    return { message, values };
  }
  revalidatePath("/mocks");
  return { ok: true, message: "Feedback sent. Your partner sees it once they have sent theirs, or two days after the mock." };
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
