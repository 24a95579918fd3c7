"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { formValues, type ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { createClient } from "@/lib/supabase/server";
import { databaseMessage } from "@/lib/database-message";
import { rememberMockNotices } from "./mock-notices";
import { mockReportSchema } from "./mock-schema";

const memberId = z.uuid();

/** Blocks a member: hidden from each other at once, no requests either way, open ones cancelled. */
export async function blockMember(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  const member = await requireMember();
  const blocked = memberId.safeParse(formData.get("member"));
  if (!blocked.success) return { message: "That member is no longer on the board." };
  const supabase = await createClient();
  const { error } = await supabase.from("mock_blocks").insert({ blocker: member.id, blocked: blocked.data });
  if (error && error.code !== "23505") return { message: databaseMessage(error, "The block could not be saved. Please try again.") };
  rememberMockNotices(member.id);
  revalidatePath("/mocks");
  return { ok: true, message: "Blocked. You no longer see each other on the board." };
}

/** Lifts one of the member's blocks. */
export async function unblockMember(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireMember();
  const blocked = memberId.safeParse(formData.get("member"));
  if (!blocked.success) return { message: "That block no longer exists." };
  const supabase = await createClient();
  const { error } = await supabase.from("mock_blocks").delete().eq("blocked", blocked.data);
  if (error) return { message: databaseMessage(error, "That did not work. Please try again.") };
  revalidatePath("/mocks");
  return { ok: true, message: "Block lifted." };
}

/** Sends a report about a member to the admins. */
export async function reportMember(_previous: ActionResult<"reason">, formData: FormData): Promise<ActionResult<"reason">> {
  const member = await requireMember();
  const values = formValues(formData, ["reason"] as const);
  const parsed = mockReportSchema.safeParse({ reported: formData.get("member"), reason: values.reason });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return issue.path[0] === "reason" ? { errors: { reason: issue.message }, values, message: "The report was not sent." } : { message: issue.message };
  }
  const supabase = await createClient();
  const { error } = await supabase.from("mock_reports").insert({ reporter: member.id, ...parsed.data });
  if (error) return { message: databaseMessage(error, "The report could not be sent. Please try again."), values };
  return { ok: true, message: "Report sent to the admins. Thank you." };
}
