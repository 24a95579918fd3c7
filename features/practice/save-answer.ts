"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { currentMember, requireMember } from "@/lib/auth/session";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { createClient } from "@/lib/supabase/server";
import { databaseMessage } from "@/lib/database-message";
import { answerSaveSchema, chosenLevels, readGrades, type AnswerSave } from "./practice-schema";
import { attemptPath, HISTORY_PATH, PRACTICE_PATH } from "@/lib/practice/practice-paths";
import { ensureQuestionsKnown } from "./known-questions";
import { skillsOf } from "./question-skills";

/** What an autosave answers: saved, or why not (`signedOut` when the session is no longer a member's). */
export type SaveResult = { ok: true } | { ok?: false; message: string; signedOut?: true };

const NOT_SAVED = "Not saved to the server yet: your answer is kept in this browser and will be sent again.";
const SIGNED_OUT = "You are no longer signed in as a member, so your answer was not saved.";
const attemptId = z.uuid();
// Unlisted, the database checks grades for their shape only (20261211010000_practice_limits.sql): the member's own
// grade goes through, and the next grade lists the bank again.
const notListed = (error: unknown) => console.error("question bank not listed:", error instanceof Error ? error.message : error);

async function upsertAnswer(memberId: string, save: AnswerSave, submit: boolean) {
  const supabase = await createClient();
  // The database sets the submission's time itself; a save never takes one back.
  const submittedAt = submit ? new Date().toISOString() : null;
  const row = { id: save.attemptId, user_id: memberId, question_id: save.questionId, answer: save.answer, seconds_taken: save.seconds, submitted_at: submittedAt };
  return supabase.from("practice_attempts").upsert(row);
}

/**
 * One autosave of the answer box: creates the attempt on its first save (the browser chose its id) and changes it on
 * every later one, so each save is one request. Never throws for the learner: the box keeps the text either way.
 */
export async function saveAnswer(input: unknown): Promise<SaveResult> {
  const parsed = answerSaveSchema.safeParse(input);
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? NOT_SAVED };
  const member = await currentMember();
  if (!member) return { message: SIGNED_OUT, signedOut: true };
  if (!(await loadQuestionBank()).byId.has(parsed.data.questionId)) return { message: "That question cannot be found." };
  const { error } = await upsertAnswer(member.id, parsed.data, false);
  if (!error) return { ok: true };
  console.error("practice answer not saved:", error.message);
  return error.code === "42501" ? { message: SIGNED_OUT, signedOut: true } : { message: databaseMessage(error, NOT_SAVED) };
}

/** "Submit": saves the answer one last time, fixes it, and opens the grading step. A refusal keeps the text. */
export async function submitAnswer(_previous: ActionResult<"answer">, formData: FormData): Promise<ActionResult<"answer">> {
  const member = await requireMember();
  const answer = String(formData.get("answer") ?? "");
  const parsed = answerSaveSchema.safeParse({
    attemptId: formData.get("attemptId"),
    questionId: formData.get("questionId"),
    answer,
    seconds: formData.get("seconds"),
  });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message, values: { answer } };
  if (!parsed.data.answer.trim()) return { message: "Write your answer before submitting it.", values: { answer } };
  const { error } = await upsertAnswer(member.id, parsed.data, true);
  if (error) {
    console.error("practice answer not submitted:", error.message);
    return { message: databaseMessage(error, "Your answer could not be submitted. It is still here: please try again."), values: { answer } };
  }
  revalidatePath(PRACTICE_PATH);
  redirect(attemptPath(parsed.data.questionId, parsed.data.attemptId));
}

/** The self-grade form: a level for every skill of the question's rubric, or the names of those missing. */
export async function gradeAttempt(_previous: ActionResult<string>, formData: FormData): Promise<ActionResult<string>> {
  await requireMember();
  const id = attemptId.safeParse(formData.get("attemptId"));
  const question = (await loadQuestionBank()).byId.get(String(formData.get("questionId")));
  if (!id.success || !question) return { message: "That attempt cannot be found." };
  const skills = await skillsOf(question);
  const read = readGrades(skills, formData);
  const values = chosenLevels(skills, formData);
  if ("missing" in read) return { message: read.missing, values };
  await ensureQuestionsKnown().catch(notListed);
  const supabase = await createClient();
  const { data, error } = await supabase.from("practice_attempts").update({ self_grades: read.grades }).eq("id", id.data).select("id");
  if (error || data.length === 0) {
    console.error("self-grades not saved:", error?.message ?? "no such attempt");
    return { message: error ? databaseMessage(error, "Your grades could not be saved. Please try again.") : "That attempt cannot be found.", values };
  }
  revalidatePath(PRACTICE_PATH);
  redirect(attemptPath(question.id, id.data));
}

/** "Show the sample answers", once the answer is graded: records which were shown, for the history. */
export async function revealSamples(formData: FormData): Promise<void> {
  await requireMember();
  const id = attemptId.safeParse(formData.get("attemptId"));
  const question = (await loadQuestionBank()).byId.get(String(formData.get("questionId")));
  if (!id.success || !question) redirect(PRACTICE_PATH);
  await ensureQuestionsKnown().catch(notListed);
  const supabase = await createClient();
  const { error } = await supabase.from("practice_attempts").update({ revealed_samples: question.samples.map((_, index) => index) }).eq("id", id.data);
  if (error) console.error("samples not revealed:", error.message);
  // The same address as the page it came from: Next then renders it afresh (with a #fragment it would only scroll).
  revalidatePath(PRACTICE_PATH);
  redirect(attemptPath(question.id, id.data));
}

/** Deletes one of the member's attempts (their own only: Row Level Security). */
export async function deleteAttempt(formData: FormData): Promise<void> {
  await requireMember();
  const id = attemptId.safeParse(formData.get("attemptId"));
  if (id.success) {
    const supabase = await createClient();
    const { error } = await supabase.from("practice_attempts").delete().eq("id", id.data);
    if (error) console.error("attempt not deleted:", error.message);
  }
  revalidatePath(PRACTICE_PATH);
  redirect(HISTORY_PATH);
}
