"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { fieldErrors, formValues, type ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { databaseMessage } from "@/lib/database-message";
import { DEBRIEF_LIMITS, outcomeKeys, READINESS_TYPE, type RoundType } from "@/lib/debriefs/debrief-kinds";
import { createClient } from "@/lib/supabase/server";
import { loadPlanHistory } from "@/features/plan/load-plan-history";
import { readinessByType } from "@/features/plan/load-readiness";
import { REPORT_FIELDS, type ReportField } from "./debrief-fields";
import { DEBRIEFS_PATH, MY_DEBRIEFS_PATH } from "./debrief-paths";
import { reasonSchema, reportSchema } from "./debrief-schema";

/** The member's readiness for the round's question type now, from their plan's evidence; null when it has none. */
async function readinessFor(memberId: string, roundType: RoundType): Promise<number | null> {
  const type = READINESS_TYPE[roundType];
  if (!type) return null;
  try {
    return readinessByType(await loadPlanHistory(memberId))[type].score;
  } catch {
    // A report is worth keeping without its readiness: the outcomes page leaves it out.
    return null;
  }
}

/** Sends a report for an admin to approve; a refusal keeps every word typed. */
export async function submitReport(_previous: ActionResult<ReportField>, formData: FormData): Promise<ActionResult<ReportField>> {
  const member = await requireMember();
  const values = formValues(formData, REPORT_FIELDS);
  const parsed = reportSchema().safeParse(values);
  if (!parsed.success) return { message: "Check the fields marked below.", errors: fieldErrors<ReportField>(parsed.error), values };
  const readiness = await readinessFor(member.id, parsed.data.round_type);
  const supabase = await createClient();
  const { error } = await supabase.from("debriefs").insert({ ...parsed.data, readiness });
  if (error) return { message: databaseMessage(error, "Your report could not be sent. Please try again."), values };
  revalidatePath(MY_DEBRIEFS_PATH);
  redirect(`${MY_DEBRIEFS_PATH}?sent=1`);
}

const outcomeInput = z.object({ report: z.uuid("That report is not yours."), outcome: z.enum(outcomeKeys, "Choose moved on, rejected, offer or not yet known.") });

/** The outcome of one of the member's reports, whenever it becomes known. */
export async function updateOutcome(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireMember();
  const parsed = outcomeInput.safeParse({ report: formData.get("report"), outcome: formData.get("outcome") });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message };
  const supabase = await createClient();
  const { error } = await supabase.rpc("debrief_set_outcome", { report: parsed.data.report, outcome: parsed.data.outcome });
  if (error) return { message: databaseMessage(error, "The outcome could not be saved. Please try again.") };
  revalidatePath(MY_DEBRIEFS_PATH);
  return { ok: true, message: "Outcome saved." };
}

/** Removes one of the member's reports and its outcome, whatever its status. */
export async function removeReport(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireMember();
  const report = z.uuid().safeParse(formData.get("report"));
  if (!report.success) return { message: "That report is not yours." };
  const supabase = await createClient();
  const { data, error } = await supabase.from("debriefs").delete().eq("id", report.data).select("id");
  if (error) return { message: databaseMessage(error, "The report could not be removed. Please try again.") };
  if (!data?.length) return { message: "That report is not yours." };
  revalidatePath(MY_DEBRIEFS_PATH);
  revalidatePath(DEBRIEFS_PATH);
  return { ok: true, message: "Report removed, with its outcome." };
}

const flagReason = reasonSchema(DEBRIEF_LIMITS.flagChars, `Say what is wrong in at most ${DEBRIEF_LIMITS.flagChars} characters.`);

/** Flags an approved report for an admin; it stays up until an admin decides. */
export async function flagReport(_previous: ActionResult<"reason">, formData: FormData): Promise<ActionResult<"reason">> {
  await requireMember();
  const reason = String(formData.get("reason") ?? "");
  const report = z.uuid().safeParse(formData.get("report"));
  const parsed = flagReason.safeParse(reason);
  if (!report.success) return { message: "That report cannot be found.", values: { reason } };
  if (!parsed.success) return { message: parsed.error.issues[0]?.message, values: { reason } };
  const supabase = await createClient();
  const { error } = await supabase.rpc("debrief_flag", { report: report.data, reason: parsed.data });
  if (error) return { message: databaseMessage(error, "The flag could not be sent. Please try again."), values: { reason } };
  return { ok: true, message: "Thank you: an admin will look at this report. It stays up until then." };
}
