"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { currentAdmin } from "@/lib/auth/admin";
import { createClient } from "@/lib/supabase/server";

const ADMINS_ONLY = "Only admins can change who is on the mock board.";
const memberId = z.uuid();

/** Runs one of the board's admin functions through the admin's own session: the database checks the caller again. */
async function run(fn: "admin_take_off_mock_board" | "admin_let_back_on_mock_board" | "admin_pause_mock_board" | "admin_resume_mock_board", formData: FormData, done: string): Promise<ActionResult> {
  if (!(await currentAdmin())) return { message: ADMINS_ONLY };
  const member = memberId.safeParse(formData.get("member"));
  if (!member.success) return { message: "That member no longer has an account." };
  const { error } = await (await createClient()).rpc(fn, { member: member.data });
  if (error) return { message: error.code === "42501" ? ADMINS_ONLY : error.code === "23514" ? error.message : "That did not work. Please try again." };
  revalidatePath("/admin/mocks");
  revalidatePath("/mocks");
  return { ok: true, message: done };
}

/** Takes a member off the mock board (their entry, open requests and mocks still to come go); their course stays. */
export async function takeOffMockBoard(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  return run("admin_take_off_mock_board", formData, "Taken off the board. They are told so on their mock interviews page.");
}

/** Lets a member taken off the board join it again (they rejoin themselves). */
export async function letBackOnMockBoard(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  return run("admin_let_back_on_mock_board", formData, "They can join the board again.");
}

/** Pauses a member's board entry: hidden, no requests, and only an admin lifts it. Their mocks already agreed stay. */
export async function pauseOnMockBoard(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  return run("admin_pause_mock_board", formData, "Paused. They are told so on their mock interviews page, with whom to write to.");
}

/** Lifts an admin's pause: the entry is back on the board. */
export async function resumeOnMockBoard(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  return run("admin_resume_mock_board", formData, "Their entry is back on the board.");
}
