"use server";

import { createHash } from "node:crypto";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { currentMember, requireMember } from "@/lib/auth/session";
import { databaseMessage } from "@/lib/database-message";
import { loadDrillBank } from "@/lib/drills/drill-files";
import { Rating } from "@/lib/drills/grade";
import { missedChecks } from "@/lib/mocks/coverage";
import { loadMockLibrary } from "@/lib/mocks/mock-files";
import { nodeById } from "@/lib/mocks/mock-script";
import { nextNodeId } from "@/lib/mocks/next-node";
import { createClient } from "@/lib/supabase/server";
import { readGrades, chosenLevels } from "@/features/practice/practice-schema";
import { saveReview } from "@/features/drills/save-review";
import { drillDueCache } from "@/features/drills/drill-cards";
import { loadSoloAttempts } from "./load-solo-mock";
import { soloSkills } from "./solo-skills";
import { MAX_SOLO_ANSWER, MIN_SOLO_ANSWER, soloMockPath, tooLongSoloMessage, tooShortMessage } from "./solo-limits";

const attemptId = z.uuid();
const answerSchema = z.strictObject({
  scriptId: z.string().max(100),
  attemptId: z.uuid(),
  position: z.int().min(0).max(39),
  nodeId: z.string().max(60),
  answer: z.string(),
});

/** What sending an answer gives back: ok, or why not (`signedOut` when the session is no longer a member's). */
export type AnswerResult = { ok: true } | { ok?: false; message: string; signedOut?: true };

async function scriptOf(id: unknown) {
  const script = (await loadMockLibrary()).byId.get(String(id ?? ""));
  return script ?? null;
}

/** "Start the interview" and "Take it again": the member's open attempt at the script, or a new one. */
export async function startSoloMock(formData: FormData): Promise<void> {
  await requireMember();
  const script = await scriptOf(formData.get("scriptId"));
  if (!script) redirect("/practice");
  const supabase = await createClient();
  const { error } = await supabase.rpc("start_solo_mock", { p_script: script.id, p_first_node: script.nodes[0]!.id });
  if (error) {
    console.error("solo mock not started:", error.message);
    // A code, not the words, in the address: a link cannot make the page say what someone else wrote.
    redirect(`${soloMockPath(script.id)}?problem=${error.code === "23514" ? "limit" : "start"}`);
  }
  redirect(soloMockPath(script.id));
}

/**
 * "Continue": records the answer to the node the attempt waits for. Refuses an answer too short or too long with its
 * limit (the box keeps the text); the database refuses one out of order or for another member's attempt.
 */
export async function answerSoloNode(input: unknown): Promise<AnswerResult> {
  const parsed = answerSchema.safeParse(input);
  if (!parsed.success) return { message: "That answer cannot be read. Please reload the page." };
  const member = await currentMember();
  if (!member) return { message: "You are no longer signed in as a member, so your answer was not sent.", signedOut: true };
  const { answer } = parsed.data;
  if (answer.length > MAX_SOLO_ANSWER) return { message: tooLongSoloMessage(answer.length) };
  if (answer.trim().length < MIN_SOLO_ANSWER) return { message: tooShortMessage(answer.trim().length) };
  const script = await scriptOf(parsed.data.scriptId);
  if (!script || nodeById(script, parsed.data.nodeId)?.kind !== "node") return { message: "That question cannot be found." };
  const supabase = await createClient();
  const { error } = await supabase.rpc("answer_solo_mock", { p_attempt: parsed.data.attemptId, p_position: parsed.data.position, p_node: parsed.data.nodeId, p_answer: answer });
  if (error) return { message: databaseMessage(error, "Your answer could not be sent. It is still here: please try again.") };
  return { ok: true };
}

/** "Next": records the ticks of the answered node and moves to the node the script's rules choose. */
export async function tickSoloNode(formData: FormData): Promise<void> {
  const member = await requireMember();
  const script = await scriptOf(formData.get("scriptId"));
  if (!script) redirect("/practice");
  const attempt = (await loadSoloAttempts(member.id, script.id)).find((item) => item.id === String(formData.get("attemptId")) && !item.finished_at);
  const waiting = attempt?.answers.find((answer) => answer.position === attempt.answered && answer.ticks === null);
  const node = waiting && nodeById(script, waiting.node_id);
  if (!attempt || !waiting || node?.kind !== "node") redirect(soloMockPath(script.id));
  const ticked = new Set(formData.getAll("tick").map(String).filter((id) => node.checks.some((check) => check.id === id)));
  const asked = new Set(attempt.answers.map((answer) => answer.node_id));
  // The check refuses a script where no rule can apply; a closing node is the safe end if one ever did not.
  const next = nextNodeId(node.rules, ticked, asked) ?? script.nodes.find((item) => item.kind === "closing")!.id;
  const finished = nodeById(script, next)?.kind === "closing";
  const supabase = await createClient();
  const { error } = await supabase.rpc("tick_solo_mock", { p_attempt: attempt.id, p_position: waiting.position, p_ticks: [...ticked], p_next: next, p_finished: finished });
  if (error) console.error("solo mock ticks not saved:", error.message);
  redirect(finished && !error ? `${soloMockPath(script.id)}?attempt=${attempt.id}` : soloMockPath(script.id));
}

/** The self-grade of a finished attempt, on the type's rubric, with the same form as a practice answer. */
export async function gradeSoloMock(_previous: ActionResult<string>, formData: FormData): Promise<ActionResult<string>> {
  await requireMember();
  const id = attemptId.safeParse(formData.get("attemptId"));
  const script = await scriptOf(formData.get("scriptId"));
  if (!id.success || !script) return { message: "That attempt cannot be found." };
  const skills = await soloSkills(script);
  const read = readGrades(skills, formData);
  const values = chosenLevels(skills, formData);
  if ("missing" in read) return { message: read.missing, values };
  const supabase = await createClient();
  const { error } = await supabase.rpc("grade_solo_mock", { p_attempt: id.data, p_grades: read.grades });
  if (error) return { message: databaseMessage(error, "Your grades could not be saved. Please try again."), values };
  redirect(`${soloMockPath(script.id)}?attempt=${id.data}`);
}

/** A fixed id per attempt and card, so pressing "Add to my review" twice records each miss once. */
function reviewId(attempt: string, cardId: string): string {
  const hex = createHash("sha256").update(`${attempt}:${cardId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * "Add them to my review": each checklist item the member missed in a finished attempt becomes a drill card, answered
 * "Again" at the attempt's end, so the drills' schedule brings it back tomorrow. The misses are read from the
 * attempt itself, never from the form.
 */
export async function addMissesToReview(formData: FormData): Promise<void> {
  const member = await requireMember();
  const script = await scriptOf(formData.get("scriptId"));
  if (!script) redirect("/practice");
  const attempt = (await loadSoloAttempts(member.id, script.id)).find((item) => item.id === String(formData.get("attemptId")) && item.finished_at);
  if (!attempt) redirect(soloMockPath(script.id));
  const answered = attempt.answers.map((answer) => ({ nodeId: answer.node_id, ticks: answer.ticks ?? [] }));
  const bank = await loadDrillBank();
  const supabase = await createClient();
  try {
    for (const miss of missedChecks(script, answered)) {
      const item = bank.byId.get(miss.cardId);
      if (!item) continue;
      const at = new Date(attempt.finished_at!).toISOString();
      await saveReview(supabase, item, { type: "review", id: reviewId(attempt.id, miss.cardId), itemId: item.id, answer: { kind: "mock", rating: Rating.Again }, at, sessionId: null });
    }
  } catch (error) {
    console.error("solo mock misses not added to review:", error instanceof Error ? error.message : error);
  } finally {
    drillDueCache.delete(member.id);
  }
  redirect(`${soloMockPath(script.id)}?attempt=${attempt.id}`);
}
