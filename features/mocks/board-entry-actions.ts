"use server";

import { revalidatePath } from "next/cache";
import { fieldErrors, formValues, type ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { createClient } from "@/lib/supabase/server";
import { databaseMessage } from "@/lib/database-message";
import { boardEntrySchema, type BoardEntryField } from "./mock-schema";

const TEXT_FIELDS = ["display_name", "interview_date", "experience", "video_link"] as const;

/** Puts the member on the board, or changes their entry; a refused form keeps everything typed. */
export async function saveBoardEntry(_previous: ActionResult<BoardEntryField>, formData: FormData): Promise<ActionResult<BoardEntryField>> {
  const member = await requireMember();
  const typed = formValues(formData, TEXT_FIELDS);
  const strings = (name: string) => formData.getAll(name).filter((value): value is string => typeof value === "string");
  const companies = strings("companies");
  const slots = strings("slots");
  const questionTypes = strings("question_types");
  const showLinkedin = formData.get("show_linkedin") === "on";
  const values = { ...typed, companies: companies.join(","), slots: slots.join(","), question_types: questionTypes.join(","), show_linkedin: showLinkedin ? "on" : "" };
  const parsed = boardEntrySchema.safeParse({ ...typed, companies, slots, question_types: questionTypes, show_linkedin: showLinkedin });
  if (!parsed.success) {
    return { errors: fieldErrors(parsed.error), values, message: "Your board entry was not saved: see the fields marked below." };
  }
  const row = { ...parsed.data, interview_date: parsed.data.interview_date || null };
  const supabase = await createClient();
  const existing = await supabase.from("mock_profiles").select("user_id").eq("user_id", member.id);
  // No row asked back: it would name the video link column, which members may not select.
  const { error } = existing.data?.length
    ? await supabase.from("mock_profiles").update(row).eq("user_id", member.id)
    : await supabase.from("mock_profiles").insert({ user_id: member.id, ...row });
  if (error) return { message: databaseMessage(error, "Your board entry could not be saved. Please try again."), values };
  revalidatePath("/mocks");
  return { ok: true, message: existing.data?.length ? "Your board entry is saved." : "You are on the board. Other members can now send you requests." };
}

/** Pauses the member's entry (hidden at once, no requests) or shows it again. */
export async function setBoardPaused(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  const member = await requireMember();
  const paused = formData.get("paused") === "true";
  const supabase = await createClient();
  const { error } = await supabase.from("mock_profiles").update({ paused }).eq("user_id", member.id);
  if (error) return { message: databaseMessage(error, "That did not work. Please try again.") };
  revalidatePath("/mocks");
  return { ok: true, message: paused ? "Paused: nobody sees you on the board or can send you a request." : "You are back on the board." };
}

/** Takes the member off the board; their mocks and feedback stay. */
export async function leaveBoard(_previous: ActionResult): Promise<ActionResult> {
  const member = await requireMember();
  const supabase = await createClient();
  const { error } = await supabase.from("mock_profiles").delete().eq("user_id", member.id);
  if (error) return { message: databaseMessage(error, "That did not work. Please try again.") };
  revalidatePath("/mocks");
  return { ok: true, message: "You have left the board." };
}
