"use server";

import type { ActionResult } from "@/lib/action-result";
import { currentMember } from "@/lib/auth/session";
import { createClient } from "@/lib/supabase/server";
import { ensureLessonsKnown } from "./known-lessons";
import type { ProgressEvent } from "./progress-event";
import { progressCache } from "./progress-cache";
import { progressBatchSchema, progressEventSchema } from "./progress-schema";

const NOT_SAVED: ActionResult = { message: "Progress could not be saved." };

/** The row an event leaves behind; the database keeps the earliest completion and the latest visit. */
function rowFor(memberId: string, event: ProgressEvent) {
  const row = { user_id: memberId, lesson_path: event.path, last_visited_at: event.at };
  if (event.kind === "visit") return row;
  return { ...row, completed_at: event.kind === "complete" ? event.at : null };
}

/**
 * Records what lesson pages saw, in order, as the signed-in member (Row Level Security: their own rows only). Each
 * event is an upsert, so a batch sent twice (an answer lost on the way back) leaves the same rows. An event that is
 * not valid (a lesson since removed from the course) is dropped; on any other failure the page keeps the batch and
 * sends it again later. Reasons go to the server's log, never to the learner, who is reading.
 */
export async function recordProgress(input: unknown): Promise<ActionResult> {
  const batch = progressBatchSchema.safeParse(input);
  if (!batch.success) return NOT_SAVED;
  const member = await currentMember();
  if (!member) return NOT_SAVED;
  try {
    await ensureLessonsKnown();
  } catch (error) {
    console.error("progress not saved:", error instanceof Error ? error.message : error);
    return NOT_SAVED;
  }
  const supabase = await createClient();
  try {
    for (const candidate of batch.data) {
      const event = progressEventSchema.safeParse(candidate);
      if (!event.success) {
        console.error("progress event dropped:", event.error.issues[0]?.message);
        continue;
      }
      const { error } = await supabase
        .from("lesson_progress")
        .upsert(rowFor(member.id, event.data), { onConflict: "user_id,lesson_path" });
      if (error) {
        console.error("progress not saved:", error.message);
        return NOT_SAVED;
      }
    }
  } finally {
    // After the writes, even a failed batch's, so that no read made meanwhile keeps what was there before.
    progressCache.delete(member.id);
  }
  return { ok: true };
}
