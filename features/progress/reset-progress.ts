"use server";

import type { ActionResult } from "@/lib/action-result";
import { currentMember } from "@/lib/auth/session";
import { createClient } from "@/lib/supabase/server";
import { progressCache } from "./progress-cache";

const NOT_RESET: ActionResult = { message: "Progress could not be reset. Please try again." };

/** Forgets every lesson the member opened or finished (their rows only: Row Level Security). */
export async function resetProgress(): Promise<ActionResult> {
  const member = await currentMember();
  if (!member) return NOT_RESET;
  const supabase = await createClient();
  const { error } = await supabase.from("lesson_progress").delete().eq("user_id", member.id);
  progressCache.delete(member.id);
  if (error) {
    console.error("progress not reset:", error.message);
    return NOT_RESET;
  }
  return { ok: true };
}
