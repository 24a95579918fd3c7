"use server";

import type { ActionResult } from "@/lib/action-result";
import { currentMember } from "@/lib/auth/session";
import { createClient } from "@/lib/supabase/server";
import { progressCache } from "./progress-cache";

/** Forgets every lesson the member opened or finished (their rows only: Row Level Security). */
export async function resetProgress(): Promise<ActionResult> {
  const member = await currentMember();
  if (!member) return { message: "Progress could not be reset. Please try again." };
  const supabase = await createClient();
  const { error } = await supabase.from("lesson_progress").delete().eq("user_id", member.id);
  progressCache.delete(member.id);
  if (error) {
    console.error("progress not reset:", error.message);
    return { message: "Progress could not be reset. Please try again." };
  }
  return { ok: true };
}
