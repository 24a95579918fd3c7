"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { requireAdmin } from "@/lib/auth/admin";
import { databaseMessage } from "@/lib/database-message";
import { DEBRIEF_LIMITS } from "@/lib/debriefs/debrief-kinds";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { createClient } from "@/lib/supabase/server";
import { ADMIN_DEBRIEFS_PATH, DEBRIEFS_PATH } from "@/features/debriefs/debrief-paths";
import { editSchema, reasonSchema } from "@/features/debriefs/debrief-schema";

const reportId = z.uuid("That report cannot be found.");
const changed = () => {
  revalidatePath(ADMIN_DEBRIEFS_PATH);
  revalidatePath(DEBRIEFS_PATH);
};

/** Approves a report, or keeps a flagged one up (public.admin_debrief_decide checks the caller is an admin). */
export async function decideDebrief(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireAdmin();
  const report = reportId.safeParse(formData.get("report"));
  const decision = z.enum(["approve", "keep"]).safeParse(formData.get("decision"));
  if (!report.success || !decision.success) return { message: "That report cannot be found." };
  const supabase = await createClient();
  const { error } = await supabase.rpc("admin_debrief_decide", { report: report.data, decision: decision.data });
  if (error) return { message: databaseMessage(error, "The report could not be changed. Please try again.") };
  changed();
  return { ok: true, message: decision.data === "approve" ? "Approved: members can read it." : "Kept up: its flags are dealt with." };
}

const rejectReason = reasonSchema(DEBRIEF_LIMITS.reasonChars, `Give the author a reason of at most ${DEBRIEF_LIMITS.reasonChars} characters.`);

/** Rejects a report (or takes an approved one down) with a reason its author reads. */
export async function rejectDebrief(_previous: ActionResult<"reason">, formData: FormData): Promise<ActionResult<"reason">> {
  await requireAdmin();
  const reason = String(formData.get("reason") ?? "");
  const report = reportId.safeParse(formData.get("report"));
  const parsed = rejectReason.safeParse(reason);
  if (!report.success) return { message: "That report cannot be found.", values: { reason } };
  if (!parsed.success) return { message: parsed.error.issues[0]?.message, values: { reason } };
  const supabase = await createClient();
  const { error } = await supabase.rpc("admin_debrief_decide", { report: report.data, decision: "reject", reason: parsed.data });
  if (error) return { message: databaseMessage(error, "The report could not be rejected. Please try again."), values: { reason } };
  changed();
  return { ok: true, message: "Rejected: the author reads your reason." };
}

/** Edits a report for privacy; the database records who edited it, when, and what it said before. */
export async function editDebrief(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireAdmin();
  const questions = formData.getAll("question").map(String);
  const parsed = editSchema.safeParse({ report: formData.get("report"), questions, tip: String(formData.get("tip") ?? "") });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message };
  const supabase = await createClient();
  const { error } = await supabase.rpc("admin_debrief_edit", { report: parsed.data.report, questions: parsed.data.questions, tip: parsed.data.tip || null });
  if (error) return { message: databaseMessage(error, "The edit could not be saved. Please try again.") };
  changed();
  return { ok: true, message: "Edit saved and recorded." };
}

/** Links the report's question at `place` to a bank question by its id (blank unlinks it). */
export async function linkDebriefQuestion(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireAdmin();
  const report = reportId.safeParse(formData.get("report"));
  const place = z.coerce.number().int().min(0).max(DEBRIEF_LIMITS.questions - 1).safeParse(formData.get("place"));
  const question = String(formData.get("question") ?? "").trim();
  if (!report.success || !place.success) return { message: "That question cannot be found." };
  if (question !== "" && !(await loadQuestionBank()).questions.some((item) => item.id === question)) {
    return { message: `There is no bank question "${question.slice(0, 100)}". Use its id, as in /practice/<id>.` };
  }
  const supabase = await createClient();
  const { error } = await supabase.rpc("admin_debrief_link", { report: report.data, place: place.data, bank_question: question || null });
  if (error) return { message: databaseMessage(error, "The link could not be saved. Please try again.") };
  changed();
  revalidatePath("/practice");
  return { ok: true, message: question ? "Linked." : "Unlinked." };
}
